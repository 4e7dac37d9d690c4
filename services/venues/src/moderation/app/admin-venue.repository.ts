import type { Actor, AdminPage, AdminVenueRow, AdminVenuesRequest, VenueStatus } from '@lieux/contracts';

/** The venue a decision is about, as it is before the decision. */
export interface ModeratedVenue {
  id: string;
  slug: string;
  name: string;
  city: string;
  categoryId: string;
  ownerUserId: string | null;
  status: VenueStatus;
  rejectionReason: string | null;
}

/** A decision as the use case made it, written with `venue.moderated` and `audit.recorded`. */
export interface ModerationDecisionRecord {
  status: 'approved' | 'rejected';
  reason: string | null;
  admin: Actor;
  at: Date;
}

/** The admin console's venues: the list and the moderation decisions. */
export interface AdminVenueRepository {
  list(request: AdminVenuesRequest): Promise<AdminPage<AdminVenueRow>>;
  row(venueId: string): Promise<AdminVenueRow | undefined>;
  /**
   * Under the venue's row lock: hands `decide` the venue as it is, and writes what it answers (the
   * status, reason, moderated_at/by, `venue.moderated` and `audit.recorded`) in the same transaction.
   * `decide` answering a code writes nothing and that code comes back. undefined: no such venue.
   */
  moderate<Refusal extends string>(
    venueId: string,
    decide: (venue: ModeratedVenue) => ModerationDecisionRecord | { refused: Refusal },
  ): Promise<ModeratedVenue | { refused: Refusal } | undefined>;
}

export const ADMIN_VENUE_REPOSITORY = Symbol('AdminVenueRepository');
