import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import type { ScoringEnv } from '../config/scoring.env.js';
import { ScoreModule } from '../score/score.module.js';
import { DailyRunUseCases } from './app/daily-run.usecases.js';
import { DAILY_RUN_REPOSITORY } from './app/daily-run.repository.js';
import { RecomputeVenueUseCase } from './app/recompute-venue.usecase.js';
import { SCORE_RUN_REPOSITORY } from './app/score-run.repository.js';
import { PostgresDailyRunRepository } from './infra/daily-run.repository.postgres.js';
import { ScoreRunEntity } from './infra/score-run.entity.js';
import { MikroOrmScoreRunRepository } from './infra/score-run.repository.mikro-orm.js';
import { ScoresQueueModule } from './infra/scores-queue.module.js';
import { ScoresWorker } from './infra/scores.worker.js';
import { ScoringMetrics } from './infra/scoring.metrics.js';

/**
 * Score runs: the `scores` queue (the service enqueues), and in the worker process the BullMQ worker,
 * the daily schedule, the daily runs' batches and the run history. Same module, two roles (STYLE.md 8).
 */
@Module({})
export class ScoreRunsModule {
  static readonly entities = [ScoreRunEntity];

  static register(env: ScoringEnv, role: 'service' | 'worker'): DynamicModule {
    const worker: Provider[] = [
      RecomputeVenueUseCase,
      DailyRunUseCases,
      ScoresWorker,
      ScoringMetrics,
      { provide: SCORE_RUN_REPOSITORY, useClass: MikroOrmScoreRunRepository },
      { provide: DAILY_RUN_REPOSITORY, useClass: PostgresDailyRunRepository },
    ];
    return {
      module: ScoreRunsModule,
      imports: [ScoresQueueModule.register(env), ScoreModule.register(env, role)],
      providers: role === 'worker' ? worker : [],
    };
  }
}
