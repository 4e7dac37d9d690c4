import type { VoteTally } from '../domain/vote-tally.js';

/** The venues read model's vote figures: `venues.vote_count` and `venue_vote_days`. */
export interface VoteCountRepository {
  /**
   * Moves the venue's count and its day's net votes by the tally, in the caller's transaction, and
   * records `venue.votes-counted` with the new count in the same transaction. `unknown_venue` when
   * the read model has no such venue (nothing written).
   */
  apply(tally: VoteTally, countedAt: Date): Promise<{ voteCount: number } | 'unknown_venue'>;
}
