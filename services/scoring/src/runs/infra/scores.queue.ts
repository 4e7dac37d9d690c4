import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/** Queue and job names are part of the deployed state in Redis: renaming one is a migration. */
export const SCORES_QUEUE = 'scores';
export const RECOMPUTE_ALL_JOB = 'recompute-all';
export const RECOMPUTE_VENUE_JOB = 'recompute-venue';
export const DAILY_RECOMPUTE_SCHEDULER = 'daily-recompute';

export type ScoreJobName = typeof RECOMPUTE_ALL_JOB | typeof RECOMPUTE_VENUE_JOB;
/** BullMQ types a scheduler id like a job name. */
export type ScoresQueueName = ScoreJobName | typeof DAILY_RECOMPUTE_SCHEDULER;
export type ScoresQueue = Queue<ScoreJobData, unknown, ScoresQueueName>;
export interface ScoreJobData {
  venueId?: string;
  reason: 'daily' | 'connection-changed' | 'manual';
}

/** BullMQ needs `maxRetriesPerRequest: null` on the connections its workers block on. */
export function createRedisConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}

export function createScoresQueue(connection: Redis, prefix: string): ScoresQueue {
  return new Queue<ScoreJobData, unknown, ScoresQueueName>(SCORES_QUEUE, {
    connection,
    prefix,
    defaultJobOptions: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 5_000 },
      removeOnComplete: { count: 1_000 },
      // Failed jobs are kept for inspection.
      removeOnFail: false,
    },
  });
}
