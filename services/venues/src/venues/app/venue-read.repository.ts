import type { PhotoDto, PublicStatsDto, SearchTotal, VenueConnectionDto, VenueDto } from '@lieux/contracts';
import type { FeedPosition } from '../domain/feed-cursor.js';

/** A venue of a feed page with its place in the feed's order (the next page's cursor). */
export interface FeedEntry {
  venue: VenueDto;
  position: FeedPosition;
}

/** A venue as its page needs it: the card, who owns it, its public connections. */
export interface VenueRecord {
  venue: VenueDto;
  ownerUserId: string | null;
  connections: VenueConnectionDto[];
  /** Its photos in gallery order (issue 11). */
  photos: PhotoDto[];
  /** Imported from OpenStreetMap: the object's reference (`node/123`), for the credit and its link (issue 32). */
  osmRef: string | null;
}

/** The venues' public reads. The use cases see only this; PostgreSQL is one implementation. */
export interface VenueReadRepository {
  /**
   * The feed's first page, approved venues in the feed's order (score desc, unscored last, newest,
   * id), with how many venues the feed holds in all, counted up to TOTAL_COUNT_CAP (past it: "more than").
   */
  homeFeedFirst(limit: number): Promise<{ entries: FeedEntry[]; total: SearchTotal }>;
  /** Approved venues after `after` in the feed's order. */
  homeFeed(after: FeedPosition, limit: number): Promise<FeedEntry[]>;
  /**
   * Any status: the use case decides who may see it. With its similar venues, read in the same
   * statement (a page is one round trip): approved venues of the same category in the same city or
   * within `radiusKm`, best score first, itself excluded.
   */
  findBySlug(slug: string, similar: { radiusKm: number; limit: number }): Promise<(VenueRecord & { similar: VenueDto[] }) | undefined>;
  /** Who may see the venue of a slug (any status), without its page: for reads about a venue by its slug. */
  visibilityBySlug(slug: string): Promise<{ id: string; status: VenueDto['status']; ownerUserId: string | null } | undefined>;
  publicStats(): Promise<PublicStatsDto>;
}

export const VENUE_READ_REPOSITORY = Symbol('VenueReadRepository');
