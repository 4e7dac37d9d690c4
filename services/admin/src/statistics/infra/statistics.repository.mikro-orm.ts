import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DailyCount, StatisticsRepository } from '../app/statistics.repository.js';
import type { DailyKind, VenueScore } from '../domain/platform-activity.js';
import { DailyActivityEntity } from './daily-activity.entity.js';
import { PlatformCounterEntity } from './platform-counter.entity.js';

/**
 * The statistics in the admin schema. Given the transaction of an event, `add` moves the counts in it,
 * so they commit with the inbox row; increments are done by the database (`value + 1`), so two
 * replicas applying different events never lose a count.
 */
@Injectable()
export class MikroOrmStatisticsRepository implements StatisticsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async add(counters: string[], daily: { day: string; kind: DailyKind } | undefined): Promise<void> {
    const schema = this.schema();
    for (const name of counters) {
      await this.em.execute(
        `insert into "${schema}".platform_counters (name, value) values (?, 1)
         on conflict (name) do update set value = platform_counters.value + 1`,
        [name],
        'run',
      );
    }
    if (daily) {
      await this.em.execute(
        `insert into "${schema}".daily_activity (day, kind, count) values (?, ?, 1)
         on conflict (day, kind) do update set count = daily_activity.count + 1`,
        [daily.day, daily.kind],
        'run',
      );
    }
  }

  async totals(): Promise<Record<string, number>> {
    const rows = await this.em.find(PlatformCounterEntity, {});
    return Object.fromEntries(rows.map((row) => [row.name, row.value]));
  }

  async dailyCounts(fromDay: string, toDay: string): Promise<DailyCount[]> {
    const rows = await this.em.find(DailyActivityEntity, { day: { $gte: fromDay, $lte: toDay } }, { orderBy: { day: 'asc', kind: 'asc' } });
    return rows.map(({ day, kind, count }) => ({ day, kind: kind as DailyKind, count }));
  }

  async keepScore(score: VenueScore): Promise<void> {
    await this.em.execute(
      `insert into "${this.schema()}".venue_scores (venue_id, score, computed_at) values (?, ?, ?)
       on conflict (venue_id) do update set score = excluded.score, computed_at = excluded.computed_at
       where venue_scores.computed_at < excluded.computed_at`,
      [score.venueId, score.score, score.computedAt],
      'run',
    );
  }

  async scores(): Promise<{ sum: number; venues: number }> {
    const [row] = await this.em.execute<Array<{ sum: string | null; venues: string }>>(
      `select sum(score) as sum, count(*) as venues from "${this.schema()}".venue_scores`,
    );
    return { sum: Number(row?.sum ?? 0), venues: Number(row?.venues ?? 0) };
  }

  private schema(): string {
    return this.em.config.get('schema') ?? 'admin';
  }
}
