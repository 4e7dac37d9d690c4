import type { SearchVenuesQueryDto } from './venue-queries.dto.js';
import type { PublicStatsDto, VenueDetailDto, VenueDto } from './venue.dto.js';

/** A page of a venue list over NATS: the gateway answers `venues` as the body and `nextCursor` as the `x-next-cursor` header. */
export interface VenuePage {
  venues: VenueDto[];
  /** Opaque (base64url); null on the last page. */
  nextCursor: string | null;
}

/** `venues.feed.home`: the query as the gateway validated it. */
export interface HomeFeedRequest {
  cursor?: string;
  limit?: number;
}

/** `venues.venues.search`: the query as the gateway validated it (types only: the service never loads class-validator). */
export type SearchVenuesRequest = Pick<SearchVenuesQueryDto, 'q' | 'city' | 'category' | 'lat' | 'lng' | 'radiusKm' | 'sort' | 'minScore' | 'cursor' | 'limit'>;

/** `venues.places.show`: the venue page; `visitorsThisMonth` is 0 here, the gateway counts the visitors (Redis). */
export interface ShowPlaceRequest {
  slug: string;
}

/** `venues.sitemap.page`: public venues by slug order, `limit` 0 for the total alone. */
export interface SitemapPageRequest {
  offset: number;
  limit: number;
}

export interface SitemapPage {
  /** Public venues in all. */
  total: number;
  entries: Array<{ slug: string; updatedAt: string }>;
}

export type { PublicStatsDto, VenueDetailDto };
