import { moroccoDay, type VoteCastV1 } from '@lieux/contracts';

/**
 * What one `vote.cast` does to a venue's count. The votes service publishes the event only when a
 * person's vote changed (0 → 1 or 1 → 0), so a vote is +1 and a vote taken back -1, and the sum of
 * the applied events is the venue's count whatever order they arrive in.
 */
export interface VoteTally {
  venueId: string;
  delta: 1 | -1;
  /** The Moroccan day the change counts for (`venue_vote_days`). */
  day: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The tally of an event; a RangeError when the event cannot be one (it never will: dead-letter it). */
export function voteTally(event: VoteCastV1): VoteTally {
  if (typeof event.venueId !== 'string' || !UUID.test(event.venueId)) throw new RangeError(`not a venue id: ${String(event.venueId)}`);
  if (event.value !== 0 && event.value !== 1) throw new RangeError(`not a vote value: ${String(event.value)}`);
  const castAt = new Date(event.castAt);
  if (Number.isNaN(castAt.getTime())) throw new RangeError(`not a timestamp: ${String(event.castAt)}`);
  return { venueId: event.venueId.toLowerCase(), delta: event.value === 1 ? 1 : -1, day: moroccoDay(castAt) };
}
