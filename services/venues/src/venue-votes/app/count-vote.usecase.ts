import type { VoteCastV1 } from '@lieux/contracts';
import { voteTally } from '../domain/vote-tally.js';
import type { VoteCountRepository } from './vote-count.repository.js';

/** Applies one `vote.cast` to the read model the feeds, the venue page and the merchant's charts read. */
export class CountVoteUseCase {
  constructor(
    private readonly counts: VoteCountRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `unknown_venue`: the event names a venue this read model does not have (RangeError: not a vote at all). */
  async execute(event: VoteCastV1): Promise<{ voteCount: number } | 'unknown_venue'> {
    return this.counts.apply(voteTally(event), this.now());
  }
}
