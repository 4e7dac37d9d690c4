import type { Actor, ClaimStatus, SubmitClaimRequest } from '@lieux/contracts';

/**
 * Whether the actor may manage a venue's connections: its owner, or an admin. Asked of the venues
 * service (which owns venues) as the actor; `DomainException` `connection_venue_not_owned`,
 * `venue_not_found` or `service_unavailable` otherwise.
 */
export interface VenueAccess {
  assertManages(actor: Actor, venueId: string): Promise<void>;
  /**
   * A claim's proof handed to the venues service (issue 32 §2), as the claimant: the claim stored
   * (`pending`, or `reported` for an owned venue), or the venues service's refusal code.
   */
  submitClaim(actor: Actor, request: SubmitClaimRequest): Promise<{ status: ClaimStatus; venueSlug: string } | { errorCode: string }>;
}

export const VENUE_ACCESS = Symbol('VenueAccess');
