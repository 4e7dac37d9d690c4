import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { renderMetrics } from '@lieux/platform';
import { parseMetrics } from '@lieux/testing';
import { useTestScoringWorker } from '../test/scoring-worker.fixture.js';
import { RECOMPUTE_VENUE_JOB, SCORES_QUEUE, type ScoresQueue } from './scores.queue.js';
import { SCORES_QUEUE_TOKEN } from './scoring.tokens.js';

jest.setTimeout(30_000);

async function scrape() {
  return parseMetrics((await renderMetrics()).body);
}

/** The worker's scrape-time gauges on real PostgreSQL and Redis: BullMQ's counts and the oldest score. */
describe('the scoring worker’s metrics', () => {
  const app = useTestScoringWorker();

  it('shows the queue’s delayed and failed jobs from BullMQ’s own counts', async () => {
    const queue = app().get<ScoresQueue>(SCORES_QUEUE_TOKEN);
    const delayedBefore = (await scrape()).value('lieux_queue_jobs', { queue: SCORES_QUEUE, state: 'delayed' }) ?? Number.NaN;
    for (let job = 0; job < 2; job += 1) {
      await queue.add(RECOMPUTE_VENUE_JOB, { venueId: randomUUID(), reason: 'manual' }, { delay: 3_600_000 });
    }
    // A job naming no venue fails at once; with one attempt it stays failed.
    const failing = await queue.add(RECOMPUTE_VENUE_JOB, { reason: 'manual' }, { attempts: 1 });
    for (let attempt = 0; attempt < 100 && !(await failing.isFailed()); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));

    const after = await scrape();
    expect(after.value('lieux_queue_jobs', { queue: SCORES_QUEUE, state: 'delayed' })).toBe(delayedBefore + 2);
    expect(after.value('lieux_queue_jobs', { queue: SCORES_QUEUE, state: 'failed' })).toBe(1);
    expect(after.value('lieux_queue_jobs', { queue: SCORES_QUEUE, state: 'active' })).toBe(0);
    expect(after.value('lieux_queue_jobs', { queue: SCORES_QUEUE, state: 'waiting' })).toBe(0);
  });

  it('shows the age of the oldest current score, and none before any venue has one', async () => {
    expect((await scrape()).value('lieux_score_oldest_age_seconds', { service: 'scoring' })).toBeUndefined();
    const sql = app().get(MikroORM).em.getConnection();
    for (const hoursAgo of [2, 0.25]) {
      await sql.execute(
        `insert into scoring.venue_scores (venue_id, computation_id, state, score, computed_at) values (?, ?, 'scored', 50, now() - make_interval(secs => ?))`,
        [randomUUID(), randomUUID(), hoursAgo * 3600],
      );
    }
    const age = (await scrape()).value('lieux_score_oldest_age_seconds', { service: 'scoring' }) ?? Number.NaN;
    expect(age).toBeGreaterThanOrEqual(7_200);
    expect(age).toBeLessThan(7_200 + 600);
  });
});
