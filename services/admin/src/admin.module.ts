import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { MailOutboxModule, ServiceModule } from '@lieux/service-kit';
import type { AdminEnv } from './config/admin.env.js';
import { ContactModule } from './contact/contact.module.js';
import { AuditModule } from './audit/audit.module.js';
import { adminMigrations } from './migrations/index.js';
import { StatisticsModule } from './statistics/statistics.module.js';
import { StatusModule } from './status/status.module.js';

/** Moderation, reports and the audit log arrive with their issues (docs/architecture.md, "Adding a feature"). */
export function adminModule(env: AdminEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({
    name: 'admin',
    env,
    logger,
    features: [StatisticsModule, ContactModule, StatusModule, MailOutboxModule, AuditModule],
    migrations: adminMigrations,
  });
}
