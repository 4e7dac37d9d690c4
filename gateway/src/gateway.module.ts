import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { NatsConnection } from '@nats-io/transport-node';
import { HealthModule, READINESS_CHECKS, type ReadinessCheck } from '@lieux/platform';
import { NATS_CONNECTION, NatsConnectionModule, pingNats } from '@lieux/messaging';
import { ActorGuard } from './actor/actor.guard.js';
import { ActorResolver, AnonymousActorResolver } from './actor/actor.resolver.js';
import { CategoriesController } from './categories/categories.controller.js';
import { PlatformHealthController } from './health/platform-health.controller.js';
import type { GatewayEnv } from './config/gateway.env.js';
import { ServicesModule } from './services/services.module.js';

@Module({})
export class GatewayModule {
  static register(env: GatewayEnv): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        NatsConnectionModule.forRoot(env.NATS_URL, 'gateway'),
        ServicesModule.register(env),
        HealthModule.register({
          provide: READINESS_CHECKS,
          inject: [NATS_CONNECTION],
          useFactory: (nats: NatsConnection): ReadinessCheck[] => [{ key: 'nats', probe: () => pingNats(nats) }],
        }),
      ],
      controllers: [CategoriesController, PlatformHealthController],
      providers: [
        // Who makes each request; the Accounts issue replaces the anonymous resolver with sessions.
        { provide: ActorResolver, useClass: AnonymousActorResolver },
        { provide: APP_GUARD, useClass: ActorGuard },
      ],
    };
  }
}
