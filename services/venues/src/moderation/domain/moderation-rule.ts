import type { ModerationDecision, VenueStatus } from '@lieux/contracts';

/** What a decision makes of a venue: its new status, or the 409 of a decision that changes nothing. */
export type ModerationOutcome = { status: 'approved' | 'rejected' } | { refused: 'venue_already_approved' | 'venue_already_rejected' };

/**
 * Approve only what is not approved, reject only what is not rejected: an approved venue may be
 * rejected (taken off the site) and a rejected one approved (an admin changing their mind).
 */
export function moderate(current: VenueStatus, decision: ModerationDecision): ModerationOutcome {
  if (decision === 'approve') return current === 'approved' ? { refused: 'venue_already_approved' } : { status: 'approved' };
  return current === 'rejected' ? { refused: 'venue_already_rejected' } : { status: 'rejected' };
}

/** The reason kept with a decision: trimmed, only with a refusal, null when blank. */
export function moderationReason(decision: ModerationDecision, reason: string | undefined | null): string | null {
  if (decision !== 'reject') return null;
  const trimmed = reason?.trim();
  return trimmed ? trimmed : null;
}
