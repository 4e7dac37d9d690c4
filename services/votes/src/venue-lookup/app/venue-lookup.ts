import type { VenueDto } from '@lieux/contracts';

/**
 * What the votes service needs to know of venues, asked of the venues service (which owns them):
 * whether a venue is published — a vote or a favourite names a public venue only (404
 * `venue_not_found` otherwise) — and the cards of the favourites.
 */
export interface VenueLookup {
  /** `service_unavailable` (DomainException) when nobody can say. */
  isPublic(venueId: string): Promise<boolean>;
  /** The public venues of these ids as cards, in the order given. */
  cards(venueIds: string[]): Promise<VenueDto[]>;
}

export const VENUE_LOOKUP = Symbol('VenueLookup');
