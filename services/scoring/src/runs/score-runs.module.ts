import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import type { ScoringEnv } from '../config/scoring.env.js';
import { RunScoreJobUseCase } from './app/run-score-job.usecase.js';
import { CLOCK, SCORE_RUN_REPOSITORY, systemClock } from './app/score-run.repository.js';
import { ScoreRunEntity } from './infra/score-run.entity.js';
import { MikroOrmScoreRunRepository } from './infra/score-run.repository.mikro-orm.js';
import { ScoresQueueModule } from './infra/scores-queue.module.js';
import { ScoresWorker } from './infra/scores.worker.js';

/**
 * Score runs: the `scores` queue (the service enqueues), and in the worker process the BullMQ worker,
 * the daily schedule and the run history. Same module, two roles (STYLE.md 8).
 */
@Module({})
export class ScoreRunsModule {
  static readonly entities = [ScoreRunEntity];

  static register(env: ScoringEnv, role: 'service' | 'worker'): DynamicModule {
    const worker: Provider[] = [
      RunScoreJobUseCase,
      ScoresWorker,
      { provide: SCORE_RUN_REPOSITORY, useClass: MikroOrmScoreRunRepository },
      { provide: CLOCK, useValue: systemClock },
    ];
    return {
      module: ScoreRunsModule,
      imports: [ScoresQueueModule.register(env)],
      providers: role === 'worker' ? worker : [],
    };
  }
}
