import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/** Queue and job names are part of the deployed state in Redis: renaming one is a migration. */
export const SCORES_QUEUE = 'scores';
/** The daily run: makes the run and its batches, enqueues a job per batch. */
export const RECOMPUTE_ALL_JOB = 'recompute-all';
/** One batch of a daily run (job id `run-<runId>-batch-<n>`). */
export const RECOMPUTE_BATCH_JOB = 'recompute-batch';
/** One venue after a connection change (deduplicated by venue id). */
export const RECOMPUTE_VENUE_JOB = 'recompute-venue';
export const DAILY_RECOMPUTE_SCHEDULER = 'daily-recompute';

export type ScoreJobName = typeof RECOMPUTE_ALL_JOB | typeof RECOMPUTE_BATCH_JOB | typeof RECOMPUTE_VENUE_JOB;
/** BullMQ types a scheduler id like a job name. */
export type ScoresQueueName = ScoreJobName | typeof DAILY_RECOMPUTE_SCHEDULER;
export type ScoresQueue = Queue<ScoreJobData, unknown, ScoresQueueName>;
export interface ScoreJobData {
  venueId?: string;
  runId?: string;
  batchNo?: number;
  reason: 'daily' | 'connection-changed' | 'manual';
}

/** The deterministic id of a daily run's batch job: enqueuing it again (a resumed run) adds nothing. */
export function batchJobId(runId: string, batchNo: number): string {
  return `run-${runId}-batch-${batchNo}`;
}

/** BullMQ needs `maxRetriesPerRequest: null` on the connections its workers block on. */
export function createRedisConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}

export const SCORE_JOB_ATTEMPTS = 5;

export function createScoresQueue(connection: Redis, prefix: string, backoffMs = 5_000): ScoresQueue {
  return new Queue<ScoreJobData, unknown, ScoresQueueName>(SCORES_QUEUE, {
    connection,
    prefix,
    defaultJobOptions: {
      attempts: SCORE_JOB_ATTEMPTS,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: { count: 1_000 },
      // Failed jobs are kept for inspection.
      removeOnFail: false,
    },
  });
}

/**
 * A connection of `venueId` changed: recompute it shortly. BullMQ's deduplication keyed by the venue
 * id collapses a burst into one job; a change arriving while that job runs gets one more job after it
 * (`keepLastIfActive`), so the last change is never missed. A literal job id would do neither: the id
 * of a completed or failed job (kept for inspection) would swallow every later change of the venue.
 */
export function enqueueVenueRecompute(queue: ScoresQueue, venueId: string, delayMs: number): Promise<unknown> {
  return queue.add(RECOMPUTE_VENUE_JOB, { venueId, reason: 'connection-changed' }, { delay: delayMs, deduplication: { id: venueId, keepLastIfActive: true } });
}
