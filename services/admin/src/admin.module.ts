import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceModule } from '@lieux/service-kit';
import type { AdminEnv } from './config/admin.env.js';
import { adminMigrations } from './migrations/index.js';

/** Its features arrive with their issues (docs/architecture.md, "Adding a feature"). */
export function adminModule(env: AdminEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({ name: 'admin', env, logger, features: [], migrations: adminMigrations });
}
