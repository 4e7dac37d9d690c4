import { adminReasonOf, type Actor, type VenueRemovalCause } from '@lieux/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who may delete a venue for good, and how it is recorded. */
export type RemovalDecision = { cause: Exclude<VenueRemovalCause, 'account-deleted'>; reason: string | null } | { refused: 'venue_not_owned' | 'admin_reason_invalid' };

/**
 * Its owner deletes their venue (a reason is optional and not kept); an admin deletes anyone's with a
 * reason of 5 to 500 characters, which the audit log keeps. Anybody else is refused as for an edit.
 */
export function removalBy(actor: Actor, venue: { ownerUserId: string | null }, reason: unknown): RemovalDecision {
  if (venue.ownerUserId !== null && venue.ownerUserId === actor.userId) return { cause: 'owner', reason: null };
  if (actor.role !== 'admin') return { refused: 'venue_not_owned' };
  const given = adminReasonOf(reason);
  return given === null ? { refused: 'admin_reason_invalid' } : { cause: 'admin', reason: given };
}

/** When a deleted account's venue, unpublished at `at`, is deleted for good. */
export function purgeAfter(at: Date, graceDays: number): Date {
  return new Date(at.getTime() + graceDays * DAY_MS);
}

/** The storage prefixes of a venue's files: every photo rendition and every verification document. */
export function venueFilePrefixes(venueId: string): string[] {
  return [`photos/${venueId}/`, `documents/${venueId}/`];
}
