import type { VoteValue } from '@lieux/contracts';

/** Where votes are kept: one row per person and venue, `(user_id, venue_id)` its primary key. */
export interface VoteRepository {
  /** 0 when the person never voted for the venue or took the vote back. */
  valueOf(userId: string, venueId: string): Promise<VoteValue>;
  /** The venues the person has a vote row for (any value), and whether this venue is one of them. */
  venuesVotedFor(userId: string, venueId: string): Promise<{ count: number; includesVenue: boolean }>;
  /**
   * Sets the person's vote, atomically: `changed` only when the stored value moved (0 → 1, 1 → 0,
   * none → 1). The row is `counted` when the voter's e-mail is confirmed — `emailConfirmed` (the
   * session's word) or a `user.email-confirmed` this service has recorded —, and only a counted row's
   * change records `vote.cast` in the outbox, in the same transaction. Concurrent identical calls
   * change it once.
   */
  set(vote: { userId: string; venueId: string; value: VoteValue; at: Date; emailConfirmed: boolean }): Promise<{ changed: boolean; counted: boolean }>;
  /** Whether `user.email-confirmed` of this person was recorded (`recordConfirmedVoter`). */
  isConfirmedVoter(userId: string): Promise<boolean>;
  /** Records that this person's e-mail is confirmed; idempotent. */
  recordConfirmedVoter(userId: string, at: Date): Promise<void>;
  /**
   * Counts the person's uncounted votes from now on: each row becomes `counted`, and each vote (value
   * 1) records `vote.cast` (+1 in the public count), in one transaction. A row already counted is not
   * counted twice, whoever runs this at the same time. Returns how many votes were added.
   */
  countVotesOf(userId: string, at: Date): Promise<number>;
  /** A deleted account: its counted votes stay counted but point at nobody (a random id each); its uncounted ones go. */
  anonymise(userId: string): Promise<number>;
}

export const VOTE_REPOSITORY = Symbol('VoteRepository');
