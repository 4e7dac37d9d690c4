import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { GatewayEnv } from '../config/gateway.env.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { PasswordResetQuota, SignupQuota } from '../auth/signup-quota.js';
import { SessionSignIn } from './session-sign-in.js';
import { SessionStore } from './session.store.js';
import { createSessionRedis } from './session-redis.js';

export const SESSION_REDIS = Symbol('SESSION_REDIS');

/** The gateway's Redis connection (keys under `REDIS_PREFIX:`): the sessions' store and the sign-in, sign-up and password-reset limits. */
@Global()
@Module({})
export class SessionModule implements OnApplicationShutdown {
  constructor(@Inject(SESSION_REDIS) private readonly redis: Redis) {}

  static register(env: GatewayEnv): DynamicModule {
    return {
      module: SessionModule,
      providers: [
        {
          provide: SESSION_REDIS,
          useFactory: () => createSessionRedis(env.REDIS_URL, env.REDIS_PREFIX),
        },
        { provide: SessionStore, inject: [SESSION_REDIS], useFactory: (redis: Redis) => new SessionStore(redis, env.SESSION_TTL_DAYS * 86_400) },
        SessionSignIn,
        { provide: LoginThrottle, inject: [SESSION_REDIS], useFactory: (redis: Redis) => new LoginThrottle(redis) },
        { provide: SignupQuota, inject: [SESSION_REDIS], useFactory: (redis: Redis) => new SignupQuota(redis, env.SIGNUP_LIMIT_PER_IP_PER_HOUR) },
        {
          provide: PasswordResetQuota,
          inject: [SESSION_REDIS],
          useFactory: (redis: Redis) => new PasswordResetQuota(redis, env.PASSWORD_RESET_LIMIT_PER_IP_PER_HOUR),
        },
      ],
      exports: [SESSION_REDIS, SessionStore, SessionSignIn, LoginThrottle, SignupQuota, PasswordResetQuota],
    };
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
