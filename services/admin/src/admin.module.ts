import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { MailOutboxModule, ServiceModule } from '@lieux/service-kit';
import type { AdminEnv } from './config/admin.env.js';
import { ContactModule } from './contact/contact.module.js';
import { AuditModule } from './audit/audit.module.js';
import { adminMigrations } from './migrations/index.js';
import { StatisticsModule } from './statistics/statistics.module.js';
import { StatusModule } from './status/status.module.js';
import { ReportsModule } from './reports/reports.module.js';

/** The admin console's features (docs/admin.md); venues moderation and users live with their owners (venues, auth). */
export function adminModule(env: AdminEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({
    name: 'admin',
    env,
    logger,
    features: [StatisticsModule, ContactModule, StatusModule, MailOutboxModule, ReportsModule, AuditModule],
    migrations: adminMigrations,
  });
}
