import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { NATS_CONNECTION, ServiceClient } from '@lieux/messaging';
import type { ScoringEnv } from '../config/scoring.env.js';
import { CLOCK, systemClock } from '../runs/app/score-run.repository.js';
import { ComputeScoresUseCase } from './app/compute-scores.usecase.js';
import { ScoreQueriesUseCases } from './app/score-queries.usecases.js';
import { METRICS_SOURCE, SCORE_READER, SCORE_STORE } from './app/score.ports.js';
import { ConnectionEventsHandler } from './infra/connection-events.handler.js';
import { NatsMetricsSource } from './infra/metrics.nats.js';
import { ScoreRetentionTask } from './infra/score-retention.task.js';
import { PostgresScoreReader } from './infra/score.reader.postgres.js';
import { PostgresScoreStore } from './infra/score.store.postgres.js';
import { ScoreHandler } from './infra/score.handler.js';
import { VenueDeletedHandler } from './infra/venue-deleted.handler.js';

/**
 * The influence score (issue 13, docs/scoring.md). The service answers the score RPCs and follows the
 * connections (recomputes enqueued); the worker computes: metrics pulled, the formula, the stores.
 */
@Module({})
export class ScoreModule {
  /** Plain SQL, no entity. */
  static readonly entities = [];

  static register(env: ScoringEnv, role: 'service' | 'worker'): DynamicModule {
    const shared: Provider[] = [{ provide: CLOCK, useValue: systemClock }];
    const service: Provider[] = [ConnectionEventsHandler, VenueDeletedHandler, ScoreQueriesUseCases, { provide: SCORE_READER, useClass: PostgresScoreReader }];
    const worker: Provider[] = [
      ComputeScoresUseCase,
      ScoreRetentionTask,
      { provide: SCORE_STORE, useClass: PostgresScoreStore },
      {
        provide: METRICS_SOURCE,
        inject: [NATS_CONNECTION],
        useFactory: (nats: NatsConnection) => new NatsMetricsSource(new ServiceClient(nats, env.METRICS_PULL_TIMEOUT_MS, env.NATS_SUBJECT_PREFIX)),
      },
    ];
    return {
      module: ScoreModule,
      controllers: role === 'service' ? [ScoreHandler] : [],
      providers: [...shared, ...(role === 'service' ? service : worker)],
      exports: role === 'worker' ? [ComputeScoresUseCase, CLOCK] : [CLOCK],
    };
  }
}
