import type { DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ServiceModule } from '@lieux/service-kit';
import type { ScoringEnv } from './config/scoring.env.js';
import { scoringMigrations } from './migrations/index.js';
import { SCORING_REDIS } from './runs/infra/scoring.tokens.js';
import { ScoreRunsModule } from './runs/score-runs.module.js';

/** The service and the worker are the same features in two roles. */
function scoring(env: ScoringEnv, logger: Logger, role: 'service' | 'worker'): DynamicModule {
  return ServiceModule.register({
    name: 'scoring',
    role,
    env,
    logger,
    features: [ScoreRunsModule.register(env, role)],
    migrations: scoringMigrations,
    readiness: [{ key: 'redis', inject: SCORING_REDIS, probe: async (redis: Redis) => void (await redis.ping()) }],
  });
}

/** The scoring service: answers over NATS and enqueues score jobs. */
export function scoringModule(env: ScoringEnv, logger: Logger): DynamicModule {
  return scoring(env, logger, 'service');
}

/** The scoring worker: the same features, plus the BullMQ worker and the daily schedule. */
export function scoringWorkerModule(env: ScoringEnv, logger: Logger): DynamicModule {
  return scoring(env, logger, 'worker');
}
