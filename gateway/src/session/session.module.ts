import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { GatewayEnv } from '../config/gateway.env.js';
import { SessionStore } from './session.store.js';

export const SESSION_REDIS = Symbol('SESSION_REDIS');

/** The sessions' Redis connection (keys under `REDIS_PREFIX:`) and their store. */
@Global()
@Module({})
export class SessionModule implements OnApplicationShutdown {
  constructor(@Inject(SESSION_REDIS) private readonly redis: Redis) {}

  static register(env: GatewayEnv): DynamicModule {
    return {
      module: SessionModule,
      providers: [
        { provide: SESSION_REDIS, useFactory: () => new Redis(env.REDIS_URL, { keyPrefix: `${env.REDIS_PREFIX}:`, maxRetriesPerRequest: 1 }) },
        { provide: SessionStore, inject: [SESSION_REDIS], useFactory: (redis: Redis) => new SessionStore(redis, env.SESSION_TTL_DAYS * 86_400) },
      ],
      exports: [SESSION_REDIS, SessionStore],
    };
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
