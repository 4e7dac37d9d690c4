import type { ScoreUpdatedV1 } from '@lieux/contracts';
import { scoreReading } from '../domain/score-reading.js';
import type { VenueScoreRepository } from './venue-score.repository.js';

/** Applies one `score.updated` to the read model the cards, feeds, search and the venue page read. */
export class ApplyScoreUseCase {
  constructor(private readonly scores: VenueScoreRepository) {}

  /** RangeError: not a score event at all. */
  execute(event: ScoreUpdatedV1): Promise<'applied' | 'stale' | 'unknown_venue'> {
    return this.scores.apply(scoreReading(event));
  }
}
