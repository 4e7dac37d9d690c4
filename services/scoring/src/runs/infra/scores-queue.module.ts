import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ScoringEnv } from '../../config/scoring.env.js';
import { createRedisConnection, createScoresQueue } from './scores.queue.js';
import { SCORES_QUEUE_TOKEN, SCORING_ENV, SCORING_REDIS } from './scoring.tokens.js';

/** The Redis connection and the `scores` queue, shared by the service (enqueues) and the worker. */
@Global()
@Module({})
export class ScoresQueueModule implements OnApplicationShutdown {
  constructor(
    @Inject(SCORES_QUEUE_TOKEN) private readonly queue: Queue,
    @Inject(SCORING_REDIS) private readonly redis: Redis,
  ) {}

  static register(env: ScoringEnv): DynamicModule {
    return {
      module: ScoresQueueModule,
      providers: [
        { provide: SCORING_ENV, useValue: env },
        { provide: SCORING_REDIS, useFactory: () => createRedisConnection(env.REDIS_URL) },
        {
          provide: SCORES_QUEUE_TOKEN,
          inject: [SCORING_REDIS],
          useFactory: (redis: Redis) => createScoresQueue(redis, env.REDIS_PREFIX, env.SCORE_JOB_BACKOFF_MS),
        },
      ],
      exports: [SCORING_ENV, SCORING_REDIS, SCORES_QUEUE_TOKEN],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    this.redis.disconnect();
  }
}
