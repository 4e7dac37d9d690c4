import { Module } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { NATS_CONNECTION, ServiceClient } from '@lieux/messaging';
import { MailOutboxModule, SERVICE_ENV, SERVICE_LOGGER } from '@lieux/service-kit';
import type { ConnectionsEnv } from '../config/connections.env.js';
import { PlatformClients } from '../platforms/infra/platform-clients.js';
import { TokenVault } from '../tokens/token-vault.js';
import { ConnectUseCases } from './app/connect.usecases.js';
import { EraseConnectionsUseCase } from './app/erase-connections.usecase.js';
import { CLOCK, ManageConnectionsUseCases } from './app/manage.usecases.js';
import { MetricsUseCases } from './app/metrics.usecases.js';
import { VENUE_ACCESS } from './app/venue-access.js';
import { ConnectionRepository } from './infra/connection.repository.postgres.js';
import { ConnectionsHandler } from './infra/connections.handler.js';
import { ErasureEventsHandler } from './infra/erasure-events.handler.js';
import { TokenRefreshLoop } from './infra/token-refresh.loop.js';
import { DemoConnectionsSeeder } from './infra/demo-connections.seeder.js';
import { NatsVenueAccess } from './infra/venue-access.nats.js';

/** Social connections (issue 12, docs/connections.md): the consent flow, management, metrics, refresh. */
@Module({
  imports: [MailOutboxModule],
  controllers: [ConnectionsHandler],
  providers: [
    { provide: PlatformClients, inject: [SERVICE_ENV], useFactory: (env: ConnectionsEnv) => new PlatformClients(env) },
    {
      provide: TokenVault,
      inject: [SERVICE_ENV, PlatformClients, SERVICE_LOGGER],
      useFactory: (env: ConnectionsEnv, platforms: PlatformClients, logger: Logger) => {
        const { vault, usingDevelopmentKey } = TokenVault.fromEnv(env, platforms.hasRealPlatform());
        if (usingDevelopmentKey) logger.warn('TOKEN_ENCRYPTION_KEY is not set: sandbox tokens are sealed with the public development key');
        return vault;
      },
    },
    {
      provide: VENUE_ACCESS,
      inject: [NATS_CONNECTION, SERVICE_ENV],
      useFactory: (nats: NatsConnection, env: ConnectionsEnv) => new NatsVenueAccess(new ServiceClient(nats, env.VENUE_CHECK_TIMEOUT_MS, env.NATS_SUBJECT_PREFIX)),
    },
    { provide: CLOCK, useValue: () => new Date() },
    ConnectionRepository,
    ConnectUseCases,
    ManageConnectionsUseCases,
    MetricsUseCases,
    TokenRefreshLoop,
    DemoConnectionsSeeder,
    EraseConnectionsUseCase,
    ErasureEventsHandler,
  ],
  exports: [MetricsUseCases, PlatformClients],
})
export class ConnectionsFeature {
  /** SQL only: no entity. */
  static readonly entities = [];
}
