import type { DynamicModule, Provider, Type } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { ServiceModule } from '@lieux/service-kit';
import type { ScoringEnv } from './config/scoring.env.js';
import { scoringMigrations } from './migrations/index.js';
import { RunScoreJobUseCase } from './runs/app/run-score-job.usecase.js';
import { ScoreRunEntity } from './runs/infra/score-run.entity.js';
import { ScoresQueueModule } from './runs/infra/scores-queue.module.js';
import { ScoresWorker } from './runs/infra/scores.worker.js';
import { SCORING_REDIS } from './runs/infra/scoring.tokens.js';

export const SCORING_SCHEMA = 'scoring';

function scoringParts(env: ScoringEnv, logger: Logger, role: 'service' | 'worker', providers: Provider[]): DynamicModule {
  return ServiceModule.register({
    name: 'scoring',
    role,
    env,
    logger,
    database: { schema: SCORING_SCHEMA, entities: [ScoreRunEntity], migrations: scoringMigrations },
    imports: [ScoresQueueModule.register(env)],
    providers,
    readiness: [{ key: 'redis', inject: SCORING_REDIS, probe: async (redis: Redis) => void (await redis.ping()) }],
  });
}

/** The scoring service: answers over NATS and enqueues score jobs. */
export function scoringModule(env: ScoringEnv, logger: Logger): DynamicModule {
  return scoringParts(env, logger, 'service', []);
}

/** The scoring worker: the same modules, plus the BullMQ worker and the daily schedule. */
export function scoringWorkerModule(env: ScoringEnv, logger: Logger): DynamicModule {
  const worker: Type[] = [RunScoreJobUseCase, ScoresWorker];
  return scoringParts(env, logger, 'worker', worker);
}
