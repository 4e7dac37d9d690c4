import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { HealthModule, READINESS_CHECKS, testRolesEnabled, type ReadinessCheck } from '@lieux/platform';
import { NATS_CONNECTION, NatsConnectionModule, pingNats } from '@lieux/messaging';
import { ActorGuard } from './actor/actor.guard.js';
import { WriteQuotaGuard } from './limits/write-quota.guard.js';
import { WriteQuotas } from './limits/write-quotas.js';
import { ActorResolver } from './actor/actor.resolver.js';
import { AuthController } from './auth/auth.controller.js';
import { TestRolesController } from './auth/test-roles.controller.js';
import { CategoriesController } from './categories/categories.controller.js';
import { ExternalSignInModule } from './external-sign-in/external-sign-in.module.js';
import { ContentModule } from './content/content.module.js';
import { PlatformHealthController } from './health/platform-health.controller.js';
import type { GatewayEnv } from './config/gateway.env.js';
import { ServicesModule } from './services/services.module.js';
import { SESSION_REDIS, SessionModule } from './session/session.module.js';
import { SessionActorResolver } from './session/session-actor.resolver.js';
import { VenuesController } from './venues/venues.controller.js';
import { VisitorCounter } from './venues/visitor-counter.js';
import { VotesGatewayModule } from './votes/votes.module.js';
import { MerchantModule } from './merchant/merchant.module.js';
import { PhotosGatewayModule } from './photos/photos.module.js';
import { ConnectionsGatewayModule } from './connections/connections.module.js';
import { ReportsGatewayModule } from './reports/reports.module.js';
import { ScoresController } from './scores/scores.controller.js';
import { AdminVenuesController } from './admin/admin-venues.controller.js';
import { AdminUsersController } from './admin/admin-users.controller.js';
import { AdminStatsController } from './admin/admin-stats.controller.js';
import { AdminAuditController } from './admin/admin-audit.controller.js';
import { MapGatewayModule } from './map/map.module.js';

@Module({})
export class GatewayModule {
  static register(env: GatewayEnv, logger: Logger): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        NatsConnectionModule.forRoot(env.NATS_URL, 'gateway'),
        ServicesModule.register(env),
        SessionModule.register(env),
        ExternalSignInModule.register(env, logger),
        // Content (issue 9): contact, status, site facts.
        ContentModule.register(env),
        // Votes and favourites (issue 8).
        VotesGatewayModule.register(env),
        // Merchant workspace and billing (issue 10).
        MerchantModule.register(env, logger),
        // Photos and verification (issue 11).
        PhotosGatewayModule,
        // Social connections (issue 12).
        ConnectionsGatewayModule.register(env, logger),
        // Reports and the admin desk: reports, inbox, incidents (issue 14).
        ReportsGatewayModule,
        // The map: tiles and clusters (issue 27).
        MapGatewayModule.register(env),
        HealthModule.register({
          provide: READINESS_CHECKS,
          inject: [NATS_CONNECTION, SESSION_REDIS],
          useFactory: (nats: NatsConnection, redis: Redis): ReadinessCheck[] => [
            { key: 'nats', probe: () => pingNats(nats) },
            { key: 'redis', probe: async () => void (await redis.ping()) },
          ],
        }),
      ],
      controllers: [
        AuthController,
        // The test-roles sign-in exists only where enabled; elsewhere its paths are 404.
        ...(testRolesEnabled(env) ? [TestRolesController] : []),
        CategoriesController,
        PlatformHealthController,
        // Discovery (issue 7)
        VenuesController,
        // Influence score (issue 13).
        ScoresController,
        // The admin console (issue 14): venues moderation and users.
        AdminVenuesController,
        AdminUsersController,
        AdminStatsController,
        AdminAuditController,
      ],
      providers: [
        // Who makes each request: the user of its session cookie.
        { provide: ActorResolver, useClass: SessionActorResolver },
        { provide: APP_GUARD, useClass: ActorGuard },
        // After the ActorGuard (guards run in this order): the write quotas count the account it found.
        {
          provide: WriteQuotas,
          inject: [SESSION_REDIS],
          useFactory: (redis: Redis) => new WriteQuotas(redis, { perUserPerMinute: env.WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE, perIpPerMinute: env.WRITE_LIMIT_PER_IP_PER_MINUTE }),
        },
        { provide: APP_GUARD, useClass: WriteQuotaGuard },
        // Discovery (issue 7): the venue pages' visitors, in the gateway's Redis.
        { provide: VisitorCounter, inject: [SESSION_REDIS], useFactory: (redis: Redis) => new VisitorCounter(redis) },
      ],
    };
  }
}
