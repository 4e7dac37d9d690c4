import { Module, type DynamicModule, type InjectionToken, type Type } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { MigrationObject } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { DatabaseModule, probePostgres, type ServiceDatabaseOptions } from '@lieux/persistence';
import { HealthModule, READINESS_CHECKS, type ReadinessCheck } from '@lieux/platform';
import { createServiceHealthHandler, NATS_CONNECTION, NatsConnectionModule, pingNats } from '@lieux/messaging';
import type { ServiceEnv } from '../config/service-env.js';
import { messagingEntities } from '../events/messaging.entities.js';
import { messagingMigrations } from '../events/messaging-handlers.migration.js';
import type { ServiceName } from '@lieux/contracts';
import { createDeadLetterReplayHandler } from '../events/dead-letter-replay.handler.js';
import { EventOutbox } from '../events/event.outbox.js';
import { ServiceEvents } from './service-events.js';
import { SERVICE_ENV, SERVICE_LOGGER, SERVICE_NAME } from './service.tokens.js';

export { SERVICE_ENV, SERVICE_LOGGER, SERVICE_NAME } from './service.tokens.js';

export interface ServiceModuleOptions {
  name: ServiceName;
  env: ServiceEnv;
  logger: Logger;
  /** The service's features, each a Nest module that may declare the entities it maps (`static entities`). */
  features: Feature[];
  /** The service's own migrations, in order; the messaging tables' migrations run before them. */
  migrations: MigrationObject[];
  /** Its Postgres schema. Default: the service's name (DESIGN.md rule 1). */
  schema?: string;
  /** Dependencies beyond Postgres and NATS that readiness must probe (Redis for the scoring queue…). */
  readiness?: ExtraReadinessCheck[];
  /** A worker runs jobs and answers no NATS request, so it has no `<service>.health.check` handler. */
  role?: 'service' | 'worker';
}

type EntityClass = ServiceDatabaseOptions['entities'][number];

/** A feature module: a class, or a dynamic module of one, with the entities it maps. */
export type FeatureModule = Type & { readonly entities?: readonly EntityClass[] };
export type Feature = FeatureModule | (DynamicModule & { module: FeatureModule });

/** Every entity the features map, for the ORM to open the schema with. */
export function featureEntities(features: readonly Feature[]): EntityClass[] {
  return features.flatMap((feature) => ('module' in feature ? feature.module : feature).entities ?? []);
}

export interface ExtraReadinessCheck {
  key: string;
  inject: InjectionToken;
  probe: (dependency: never) => Promise<void>;
}

/**
 * What every service is made of, so a service lists only its features: its schema
 * (migrated at start-up, with the outbox/inbox tables), a NATS connection, readiness on both, the
 * outbox relay to JetStream, and `<service>.health.check` and `<service>.dead-letters.replay` over NATS.
 */
@Module({})
export class ServiceModule {
  static register(options: ServiceModuleOptions): DynamicModule {
    const { env } = options;
    const extras = options.readiness ?? [];
    const handlers = options.role === 'worker' ? [] : [createServiceHealthHandler(options.name), createDeadLetterReplayHandler(options.name)];
    return {
      module: ServiceModule,
      // Feature modules inject the service's env, logger and outbox without importing this module.
      global: true,
      imports: [
        DiscoveryModule,
        NatsConnectionModule.forRoot(env.NATS_URL, options.name),
        DatabaseModule.forService({
          schema: options.schema ?? options.name,
          entities: [...messagingEntities, ...featureEntities(options.features)],
          migrations: [...messagingMigrations, ...options.migrations],
          databaseUrl: env.DATABASE_URL,
          log: (message) => options.logger.info({ context: 'MikroORM' }, message),
        }),
        HealthModule.register({
          provide: READINESS_CHECKS,
          inject: [MikroORM, NATS_CONNECTION, ...extras.map((extra) => extra.inject)],
          useFactory: (orm: MikroORM, nats: NatsConnection, ...dependencies: never[]): ReadinessCheck[] => [
            { key: 'postgres', probe: () => probePostgres(orm) },
            { key: 'nats', probe: () => pingNats(nats) },
            ...extras.map((extra, index) => ({ key: extra.key, probe: () => extra.probe(dependencies[index]) })),
          ],
        }),
        ...options.features,
      ],
      controllers: handlers,
      providers: [
        { provide: SERVICE_ENV, useValue: env },
        { provide: SERVICE_LOGGER, useValue: options.logger },
        { provide: SERVICE_NAME, useValue: options.name },
        { provide: EventOutbox, useValue: new EventOutbox() },
        ServiceEvents,
      ],
      exports: [SERVICE_ENV, SERVICE_LOGGER, EventOutbox],
    };
  }
}
