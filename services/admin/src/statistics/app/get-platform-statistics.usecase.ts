import { Inject, Injectable } from '@nestjs/common';
import { averageScore, DAILY_KINDS, daysBetween, moroccoDay, ROLES, type DailyActivity, type PlatformStatistics } from '../domain/platform-activity.js';
import { STATISTICS_REPOSITORY, type StatisticsRepository } from './statistics.repository.js';

const DAY_MS = 24 * 60 * 60_000;

/** The admin dashboard's numbers: totals since the start, and the activity of the last `days` days. */
@Injectable()
export class GetPlatformStatisticsUseCase {
  constructor(@Inject(STATISTICS_REPOSITORY) private readonly statistics: StatisticsRepository) {}

  async execute(options: { days?: number; now?: Date } = {}): Promise<PlatformStatistics> {
    const now = options.now ?? new Date();
    const to = moroccoDay(now);
    const from = moroccoDay(new Date(now.getTime() - ((options.days ?? 30) - 1) * DAY_MS));
    const [totals, counts, scores] = await Promise.all([this.statistics.totals(), this.statistics.dailyCounts(from, to), this.statistics.scores()]);
    const total = (name: string) => totals[name] ?? 0;
    const daily = new Map<string, DailyActivity>(
      daysBetween(from, to).map((day) => [day, { day, ...Object.fromEntries(DAILY_KINDS.map((kind) => [kind, 0])) } as DailyActivity]),
    );
    for (const { day, kind, count } of counts) {
      const entry = daily.get(day);
      if (entry) {
        entry[kind] = count;
      }
    }
    return {
      users: { total: total('users'), byRole: Object.fromEntries(ROLES.map((role) => [role, total(`users.${role}`)])) as PlatformStatistics['users']['byRole'] },
      venues: { total: total('venues'), scored: scores.venues, averageScore: averageScore(scores.sum, scores.venues) },
      votes: { cast: total('votes'), withdrawn: total('votes.withdrawn') },
      daily: [...daily.values()],
    };
  }
}
