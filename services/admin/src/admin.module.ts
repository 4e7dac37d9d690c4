import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceModule } from '@lieux/service-kit';
import type { AdminEnv } from './config/admin.env.js';
import { adminMigrations } from './migrations/index.js';

export const ADMIN_SCHEMA = 'admin';

export function adminModule(env: AdminEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({
    name: 'admin',
    env,
    logger,
    database: { schema: ADMIN_SCHEMA, entities: [], migrations: adminMigrations },
  });
}
