import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { SERVICE_LOGGER } from '@lieux/service-kit';
import type { ScoringEnv } from '../../config/scoring.env.js';
import { RunScoreJobUseCase } from '../app/run-score-job.usecase.js';
import {
  DAILY_RECOMPUTE_SCHEDULER,
  RECOMPUTE_ALL_JOB,
  RECOMPUTE_VENUE_JOB,
  SCORES_QUEUE,
  type ScoreJobData,
  type ScoreJobName,
  type ScoresQueue,
} from './scores.queue.js';
import { SCORES_QUEUE_TOKEN, SCORING_ENV, SCORING_REDIS } from './scoring.tokens.js';

/**
 * The BullMQ worker of the `scores` queue, and the owner of the daily schedule: 03:00 in Casablanca
 * (configurable), registered idempotently at start-up so every replica may do it.
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
    @Inject(RunScoreJobUseCase) private readonly runScoreJob: RunScoreJobUseCase,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      DAILY_RECOMPUTE_SCHEDULER,
      { pattern: this.env.DAILY_RECOMPUTE_CRON, tz: this.env.SCORING_TIMEZONE },
      { name: RECOMPUTE_ALL_JOB, data: { reason: 'daily' } },
    );
    this.connection = this.redis.duplicate();
    this.worker = new Worker<ScoreJobData, unknown, ScoreJobName>(SCORES_QUEUE, (job) => this.process(job), {
      connection: this.connection,
      prefix: this.env.REDIS_PREFIX,
      concurrency: 2,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.error({ jobId: job?.id, job: job?.name, attempts: job?.attemptsMade, err: error }, 'score job failed'),
    );
    this.logger.info(
      { cron: this.env.DAILY_RECOMPUTE_CRON, tz: this.env.SCORING_TIMEZONE },
      'scores worker started, daily recompute scheduled',
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    this.connection?.disconnect();
  }

  private async process(job: Job<ScoreJobData, unknown, ScoreJobName>): Promise<{ runId: string }> {
    const kind = job.name === RECOMPUTE_VENUE_JOB ? 'venue' : 'daily';
    const run = await this.runScoreJob.execute({ jobId: String(job.id), kind, venueId: job.data.venueId });
    this.logger.info({ jobId: job.id, job: job.name, runId: run.id, venues: run.venuesComputed }, 'score job done');
    return { runId: run.id };
  }
}
