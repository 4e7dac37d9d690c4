import type { VenueScore } from '../domain/platform-activity.js';
import type { StatisticsRepository } from './statistics.repository.js';

/** Keeps a venue's latest score for the platform's average score. */
export class RecordVenueScoreUseCase {
  constructor(private readonly statistics: StatisticsRepository) {}

  execute(score: VenueScore): Promise<void> {
    return this.statistics.keepScore(score);
  }
}
