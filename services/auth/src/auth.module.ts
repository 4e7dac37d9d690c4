import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { MailOutboxModule, ServiceModule } from '@lieux/service-kit';
import type { AuthEnv } from './config/auth.env.js';
import { authMigrations } from './migrations/index.js';
import { UsersModule } from './users/users.module.js';
import { SecurityLogModule } from './security-log/security-log.module.js';
import { PlansModule } from './plans/plans.module.js';
import { InactiveAccountsModule } from './inactive-accounts/inactive-accounts.module.js';

export function authModule(env: AuthEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({ name: 'auth', env, logger, features: [UsersModule, MailOutboxModule, SecurityLogModule, PlansModule, InactiveAccountsModule], migrations: authMigrations });
}
