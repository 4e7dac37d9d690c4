import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { queueJobs, scoreOldestAge } from '@lieux/platform';
import { SCORES_QUEUE, type ScoresQueue } from './scores.queue.js';
import { ScoringSql } from '../../score/infra/scoring-sql.js';
import { SCORES_QUEUE_TOKEN } from './scoring.tokens.js';

/** The job states an operator watches: work waiting (saturation), in hand, and given up. */
export const WATCHED_JOB_STATES = ['waiting', 'delayed', 'prioritized', 'active', 'failed'] as const;

/**
 * The worker's metrics, read at each scrape: the `scores` queue's jobs by state (BullMQ's own
 * counts, one Redis round trip) and the age of the oldest current score (`min(computed_at)` of
 * venue_scores, on its index). A daily run that stopped shows as an age growing past a day.
 */
@Injectable()
export class ScoringMetrics implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly stops: (() => void)[] = [];

  constructor(
    @Inject(SCORES_QUEUE_TOKEN) private readonly queue: ScoresQueue,
    @Inject(MikroORM) private readonly orm: MikroORM,
  ) {}

  onApplicationBootstrap(): void {
    if (this.stops.length > 0) return;
    const sql = new ScoringSql(this.orm);
    this.stops.push(
      queueJobs.addSource(async () => {
        const counts = await this.queue.getJobCounts(...WATCHED_JOB_STATES);
        return WATCHED_JOB_STATES.map((state) => ({ labels: { queue: SCORES_QUEUE, state }, value: counts[state] ?? 0 }));
      }),
      scoreOldestAge.addSource(async () => {
        const [row] = await sql.query<{ age: number | null }>(
          `select extract(epoch from now() - min(computed_at))::float8 as age from "${sql.schema}".venue_scores`,
        );
        return row?.age === null || row === undefined ? [] : [{ labels: { service: 'scoring' }, value: Math.max(0, row.age) }];
      }),
    );
  }

  onApplicationShutdown(): void {
    for (const stop of this.stops.splice(0)) stop();
  }
}
