import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceModule } from '@lieux/service-kit';
import type { ConnectionsEnv } from './config/connections.env.js';
import { connectionsMigrations } from './migrations/index.js';

/** Its features arrive with their issues (docs/architecture.md, "Adding a feature"). */
export function connectionsModule(env: ConnectionsEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({ name: 'connections', env, logger, features: [], migrations: connectionsMigrations });
}
