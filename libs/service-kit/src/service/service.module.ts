import { Module, type DynamicModule, type InjectionToken, type Provider, type Type } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { DatabaseModule, probePostgres, type ServiceDatabaseOptions } from '@lieux/persistence';
import { HealthModule, READINESS_CHECKS, type ReadinessCheck } from '@lieux/platform';
import { createServiceHealthHandler, NATS_CONNECTION, NatsConnectionModule, pingNats } from '@lieux/messaging';
import type { ServiceEnv } from '../config/service-env.js';
import { messagingEntities } from '../events/messaging.entities.js';
import { messagingMigration } from '../events/messaging-tables.migration.js';
import type { ServiceName } from '@lieux/contracts';
import { EventOutbox } from '../events/event.outbox.js';
import { ServiceEvents } from './service-events.js';
import { SERVICE_ENV, SERVICE_LOGGER } from './service.tokens.js';

export { SERVICE_ENV, SERVICE_LOGGER } from './service.tokens.js';

export interface ServiceModuleOptions {
  name: ServiceName;
  env: ServiceEnv;
  logger: Logger;
  /** The service's own schema, entities and migrations; the messaging tables are added to them. */
  database: Pick<ServiceDatabaseOptions, 'schema' | 'entities' | 'migrations'>;
  /** NATS handlers (classes with @MessagePattern) of the service. */
  controllers?: Type[];
  providers?: Provider[];
  imports?: Array<Type | DynamicModule>;
  /** Dependencies beyond Postgres and NATS that readiness must probe (Redis for the scoring queue…). */
  readiness?: ExtraReadinessCheck[];
  /** A worker runs jobs and answers no NATS request, so it has no `<service>.health.check` handler. */
  role?: 'service' | 'worker';
}

export interface ExtraReadinessCheck {
  key: string;
  inject: InjectionToken;
  probe: (dependency: never) => Promise<void>;
}

/**
 * What every service is made of, so a service module lists only its own domain: its schema
 * (migrated at start-up, with the outbox/inbox tables), a NATS connection, readiness on both, the
 * outbox relay to JetStream, and `<service>.health.check` over NATS.
 */
@Module({})
export class ServiceModule {
  static register(options: ServiceModuleOptions): DynamicModule {
    const { env } = options;
    const extras = options.readiness ?? [];
    const handlers = options.role === 'worker' ? [] : [createServiceHealthHandler(options.name)];
    return {
      module: ServiceModule,
      // Feature modules inject the service's env, logger and outbox without importing this module.
      global: true,
      imports: [
        NatsConnectionModule.forRoot(env.NATS_URL, options.name),
        DatabaseModule.forService({
          schema: options.database.schema,
          entities: [...messagingEntities, ...options.database.entities],
          migrations: [messagingMigration, ...options.database.migrations],
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
        ...(options.imports ?? []),
      ],
      controllers: [...handlers, ...(options.controllers ?? [])],
      providers: [
        { provide: SERVICE_ENV, useValue: env },
        { provide: SERVICE_LOGGER, useValue: options.logger },
        { provide: EventOutbox, useValue: new EventOutbox() },
        ServiceEvents,
        ...(options.providers ?? []),
      ],
      exports: [SERVICE_ENV, SERVICE_LOGGER, EventOutbox],
    };
  }
}
