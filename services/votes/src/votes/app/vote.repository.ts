import type { VoteValue } from '@lieux/contracts';

/** Where votes are kept: one row per person and venue, `(user_id, venue_id)` its primary key. */
export interface VoteRepository {
  /** 0 when the person never voted for the venue or took the vote back. */
  valueOf(userId: string, venueId: string): Promise<VoteValue>;
  /** The venues the person has a vote row for (any value), and whether this venue is one of them. */
  venuesVotedFor(userId: string, venueId: string): Promise<{ count: number; includesVenue: boolean }>;
  /**
   * Sets the person's vote, atomically: `changed` only when the stored value moved (0 → 1, 1 → 0,
   * none → 1), and then `vote.cast` is recorded in the outbox in the same transaction. Concurrent
   * identical calls change it once.
   */
  set(vote: { userId: string; venueId: string; value: VoteValue; at: Date }): Promise<{ changed: boolean }>;
  /** A deleted account: its votes stay counted but point at nobody (a random id each). */
  anonymise(userId: string): Promise<number>;
}

export const VOTE_REPOSITORY = Symbol('VoteRepository');
