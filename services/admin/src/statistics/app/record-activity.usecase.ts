import type { Activity } from '../domain/platform-activity.js';
import type { StatisticsRepository } from './statistics.repository.js';

/** Counts one fact of the platform: its running totals and its day's activity. */
export class RecordActivityUseCase {
  constructor(private readonly statistics: StatisticsRepository) {}

  execute(activity: Activity): Promise<void> {
    return this.statistics.add(activity.counters, activity.daily === undefined ? undefined : { day: activity.day, kind: activity.daily });
  }
}
