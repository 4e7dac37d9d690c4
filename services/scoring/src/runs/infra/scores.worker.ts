import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { SERVICE_LOGGER } from '@lieux/service-kit';
import type { ScoringEnv } from '../../config/scoring.env.js';
import { DailyRunUseCases } from '../app/daily-run.usecases.js';
import { RecomputeVenueUseCase } from '../app/recompute-venue.usecase.js';
import { registerDailySchedule } from './daily-schedule.js';
import {
  batchJobId,
  RECOMPUTE_ALL_JOB,
  RECOMPUTE_BATCH_JOB,
  RECOMPUTE_VENUE_JOB,
  SCORES_QUEUE,
  type ScoreJobData,
  type ScoreJobName,
  type ScoresQueue,
} from './scores.queue.js';
import { SCORES_QUEUE_TOKEN, SCORING_ENV, SCORING_REDIS } from './scoring.tokens.js';

type ScoreJob = Job<ScoreJobData, unknown, ScoreJobName>;

/**
 * The BullMQ worker of the `scores` queue, and the owner of the daily schedule: 03:00 in Casablanca
 * (configurable), registered idempotently at start-up so every replica may do it. The daily job makes
 * the run and enqueues its batches under deterministic ids; each batch is computed once (docs/scoring.md).
 */
@Injectable()
export class ScoresWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker?: Worker<ScoreJobData, unknown, ScoreJobName>;
  /** The worker blocks on its own connection; BullMQ leaves closing a given connection to us. */
  private connection?: Redis;

  constructor(
    @Inject(SCORES_QUEUE_TOKEN) private readonly queue: ScoresQueue,
    @Inject(SCORING_REDIS) private readonly redis: Redis,
    @Inject(SCORING_ENV) private readonly env: ScoringEnv,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject(RecomputeVenueUseCase) private readonly recomputeVenue: RecomputeVenueUseCase,
    @Inject(DailyRunUseCases) private readonly daily: DailyRunUseCases,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await registerDailySchedule(this.queue, { cron: this.env.DAILY_RECOMPUTE_CRON, tz: this.env.SCORING_TIMEZONE }, this.logger);
    this.connection = this.redis.duplicate();
    this.worker = new Worker<ScoreJobData, unknown, ScoreJobName>(SCORES_QUEUE, (job) => this.process(job), {
      connection: this.connection,
      prefix: this.env.REDIS_PREFIX,
      concurrency: this.env.SCORE_WORKER_CONCURRENCY,
    });
    this.worker.on('failed', (job, error) => void this.onFailed(job, error));
    this.logger.info(
      { cron: this.env.DAILY_RECOMPUTE_CRON, tz: this.env.SCORING_TIMEZONE },
      'scores worker started, daily recompute scheduled',
    );
  }

  async onApplicationShutdown(): Promise<void> {
    // Waits for the jobs in hand: a batch commits or rolls back whole, never half.
    await this.worker?.close();
    this.connection?.disconnect();
  }

  private async process(job: ScoreJob): Promise<unknown> {
    switch (job.name) {
      case RECOMPUTE_ALL_JOB:
        return this.startDailyRun(job);
      case RECOMPUTE_BATCH_JOB: {
        const { runId, batchNo } = batchOf(job);
        const venues = await this.daily.runBatch(runId, batchNo);
        this.logger.info({ jobId: job.id, runId, batchNo, venues }, 'score batch done');
        return { runId, batchNo, venues };
      }
      case RECOMPUTE_VENUE_JOB: {
        if (!job.data.venueId) throw new Error(`job ${job.id} names no venue`);
        const run = await this.recomputeVenue.execute({ jobId: String(job.id), venueId: job.data.venueId });
        this.logger.info({ jobId: job.id, runId: run.id, venueId: job.data.venueId }, 'venue score recomputed');
        return { runId: run.id };
      }
    }
  }

  /**
   * The run and its batches, then one job per batch. Run again (the worker died before it enqueued
   * them all), it finds the same run and adds the same job ids: BullMQ adds no job twice.
   */
  private async startDailyRun(job: ScoreJob): Promise<{ runId: string; batches: number }> {
    const { runId, batches, venuesTotal } = await this.daily.start(`${job.id}@${job.timestamp}`, this.env.SCORE_BATCH_SIZE);
    await this.queue.addBulk(
      Array.from({ length: batches }, (_, batchNo) => ({
        name: RECOMPUTE_BATCH_JOB,
        data: { reason: job.data.reason, runId, batchNo },
        opts: { jobId: batchJobId(runId, batchNo) },
      })),
    );
    this.logger.info({ jobId: job.id, runId, batches, venues: venuesTotal }, 'daily score run started');
    return { runId, batches };
  }

  private async onFailed(job: ScoreJob | undefined, error: Error): Promise<void> {
    this.logger.error({ jobId: job?.id, job: job?.name, attempts: job?.attemptsMade, err: error }, 'score job failed');
    if (!job || job.name !== RECOMPUTE_BATCH_JOB || job.attemptsMade < (job.opts.attempts ?? 1)) return;
    try {
      const { runId, batchNo } = batchOf(job);
      await this.daily.failBatch(runId, batchNo, error.message);
    } catch (failure) {
      this.logger.error({ jobId: job.id, err: failure }, 'failed batch not recorded in its run');
    }
  }
}

function batchOf(job: ScoreJob): { runId: string; batchNo: number } {
  const { runId, batchNo } = job.data;
  if (!runId || batchNo === undefined) throw new Error(`job ${job.id} names no batch`);
  return { runId, batchNo };
}
