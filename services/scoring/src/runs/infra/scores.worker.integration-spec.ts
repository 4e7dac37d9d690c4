import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { useTestScoringWorker } from '../test/scoring-worker.fixture.js';
import { ScoreRunEntity } from './score-run.entity.js';
import { RECOMPUTE_ALL_JOB, type ScoresQueue } from './scores.queue.js';
import { SCORES_QUEUE_TOKEN } from './scoring.tokens.js';

jest.setTimeout(30_000);

describe('the scoring worker, on real PostgreSQL, Redis and NATS', () => {
  const app = useTestScoringWorker();

  it('registers the daily recompute at 03:00, Casablanca time', async () => {
    const queue = app().get<ScoresQueue>(SCORES_QUEUE_TOKEN);
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({ key: 'daily-recompute', pattern: '0 3 * * *', tz: 'Africa/Casablanca' });
    const next = new Date(Number(schedulers[0].next));
    const casablancaTime = new Intl.DateTimeFormat('fr-MA', {
      timeZone: 'Africa/Casablanca',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(next);
    expect(casablancaTime).toBe('03:00');
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
  });

  it('runs a recompute job and keeps its run in the history', async () => {
    const queue = app().get<ScoresQueue>(SCORES_QUEUE_TOKEN);
    const job = await queue.add(RECOMPUTE_ALL_JOB, { reason: 'manual' });
    const orm = app().get(MikroORM);
    let run: ScoreRunEntity | null = null;
    for (let attempt = 0; attempt < 100 && run?.status !== 'succeeded'; attempt += 1) {
      run = await orm.em.fork().findOne(ScoreRunEntity, { jobId: `${job.id}@${job.timestamp}` });
      if (run?.status !== 'succeeded') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(run).toMatchObject({ kind: 'daily', status: 'succeeded', venuesComputed: 0 });
    expect(run?.finishedAt?.getTime()).toBeGreaterThanOrEqual(run?.startedAt.getTime() ?? Infinity);
  });
});
