import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceModule } from '@lieux/service-kit';
import type { AuthEnv } from './config/auth.env.js';
import { authMigrations } from './migrations/index.js';

export const AUTH_SCHEMA = 'auth';

export function authModule(env: AuthEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({
    name: 'auth',
    env,
    logger,
    database: { schema: AUTH_SCHEMA, entities: [], migrations: authMigrations },
  });
}
