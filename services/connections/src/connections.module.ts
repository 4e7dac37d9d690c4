import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { MailOutboxModule, ServiceModule } from '@lieux/service-kit';
import type { ConnectionsEnv } from './config/connections.env.js';
import { ConnectionsFeature } from './connections/connections.feature.js';
import { connectionsMigrations } from './migrations/index.js';

/** Social accounts linked to venues: consent flows, encrypted tokens, metrics read (issue 12, docs/connections.md). */
export function connectionsModule(env: ConnectionsEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({ name: 'connections', env, logger, features: [ConnectionsFeature, MailOutboxModule], migrations: connectionsMigrations });
}
