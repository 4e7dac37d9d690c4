import { Module, type DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { GatewayEnv } from '../config/gateway.env.js';
import { SESSION_REDIS } from '../session/session.module.js';
import { EXTERNAL_SIGN_IN_LOGGER, ExternalSignInController } from './external-sign-in.controller.js';
import { OidcClient, oidcSettingsOf } from './oidc-client.js';
import { SignInAttempts } from './sign-in-attempts.js';

/** `GET /api/login`, its callback and `GET /api/auth/providers`; the OpenID client only when OIDC_ISSUER is set. */
@Module({})
export class ExternalSignInModule {
  static register(env: GatewayEnv, logger: Logger): DynamicModule {
    const settings = oidcSettingsOf(env);
    return {
      module: ExternalSignInModule,
      controllers: [ExternalSignInController],
      providers: [
        { provide: SignInAttempts, inject: [SESSION_REDIS], useFactory: (redis: Redis) => new SignInAttempts(redis) },
        { provide: EXTERNAL_SIGN_IN_LOGGER, useValue: logger },
        ...(settings ? [{ provide: OidcClient, useValue: new OidcClient(settings) }] : []),
      ],
    };
  }
}
