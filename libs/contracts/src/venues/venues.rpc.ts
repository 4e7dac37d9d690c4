import type { ConnectionProvider } from '../connections/connections.model.js';
import type { SearchVenuesQueryDto } from './venue-queries.dto.js';
import type { SearchTotal } from './venue.model.js';
import type { PublicStatsDto, VenueDetailDto, VenueDto } from './venue.dto.js';

/** A page of a venue list over NATS: the gateway answers `venues` as the body and `nextCursor` as the `x-next-cursor` header. */
export interface VenuePage {
  venues: VenueDto[];
  /** Opaque (base64url); null on the last page. */
  nextCursor: string | null;
  /** A search's first page: how many venues match in all (the gateway's `x-total-count` headers). */
  total?: SearchTotal;
}

/** `venues.feed.home`: the query as the gateway validated it. */
export interface HomeFeedRequest {
  cursor?: string;
  limit?: number;
}

/** `venues.venues.search`: the query as the gateway validated it (types only: the service never loads class-validator). */
export type SearchVenuesRequest = Pick<SearchVenuesQueryDto, 'q' | 'city' | 'category' | 'lat' | 'lng' | 'radiusKm' | 'sort' | 'minScore' | 'open' | 'cursor' | 'limit'>;

/** `venues.places.show`: the venue page; `visitorsThisMonth` is 0 here, the gateway counts the visitors (Redis). */
export interface ShowPlaceRequest {
  slug: string;
}

/** `venues.places.resolve`: the venue a slug names, with the venue page's visibility (issue 13: its score's breakdown). */
export interface ResolvedPlace {
  venueId: string;
}

/** A demo venue's account on one platform and the figures it "reads" (SCORING.md's inputs; null where the platform has none). */
export interface DemoAccountDto {
  provider: ConnectionProvider;
  accountRef: string;
  figures: { followers: number | null; posts30d: number | null; interactions30d: number | null; rating: number | null; reviewCount: number | null };
}

/**
 * `venues.demo.accounts` (issue 13): the seeded demo venues with their social accounts, for the
 * connections service's demo connections (whose snapshots the scoring worker computes from). Empty
 * where the demo data is off.
 */
export interface DemoAccountsReply {
  venues: Array<{ venueId: string; venueName: string; ownerUserId: string | null; accounts: DemoAccountDto[] }>;
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
