import type { Actor } from '@lieux/contracts';

/**
 * Whether the actor may manage a venue's connections: its owner, or an admin. Asked of the venues
 * service (which owns venues) as the actor; `DomainException` `connection_venue_not_owned`,
 * `venue_not_found` or `service_unavailable` otherwise.
 */
export interface VenueAccess {
  assertManages(actor: Actor, venueId: string): Promise<void>;
}

export const VENUE_ACCESS = Symbol('VenueAccess');
