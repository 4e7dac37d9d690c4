import type { DailyCount, StatisticsRepository } from '../app/statistics.repository.js';
import type { DailyKind, VenueScore } from '../domain/platform-activity.js';

/** The repository without a database, for the use cases' unit tests. */
export class InMemoryStatisticsRepository implements StatisticsRepository {
  readonly counters = new Map<string, number>();
  readonly days = new Map<string, DailyCount>();
  readonly venueScores = new Map<string, VenueScore>();

  async add(counters: string[], daily: { day: string; kind: DailyKind } | undefined): Promise<void> {
    for (const name of counters) {
      this.counters.set(name, (this.counters.get(name) ?? 0) + 1);
    }
    if (daily) {
      const key = `${daily.day}/${daily.kind}`;
      const current = this.days.get(key) ?? { ...daily, count: 0 };
      this.days.set(key, { ...current, count: current.count + 1 });
    }
  }

  async totals(): Promise<Record<string, number>> {
    return Object.fromEntries(this.counters);
  }

  async dailyCounts(fromDay: string, toDay: string): Promise<DailyCount[]> {
    return [...this.days.values()].filter((count) => count.day >= fromDay && count.day <= toDay);
  }

  async keepScore(score: VenueScore): Promise<void> {
    const kept = this.venueScores.get(score.venueId);
    if (!kept || kept.computedAt < score.computedAt) {
      this.venueScores.set(score.venueId, score);
    }
  }

  async scores(): Promise<{ sum: number; venues: number }> {
    const all = [...this.venueScores.values()];
    return { sum: all.reduce((sum, kept) => sum + kept.score, 0), venues: all.length };
  }
}
