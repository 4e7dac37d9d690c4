import { Module } from '@nestjs/common';
import { MailOutboxModule, SERVICE_ENV, ServiceClock } from '@lieux/service-kit';
import type { AuthEnv } from '../config/auth.env.js';
import { PUBLIC_URL } from '../users/app/password-reset.usecases.js';
import { InactiveAccountsJob } from './app/inactive-accounts.job.js';
import { AccountActivity } from './infra/account-activity.postgres.js';
import { InactiveAccountsRepository } from './infra/inactive-accounts.postgres.js';
import { InactiveAccountsScheduler } from './infra/inactive-accounts.scheduler.js';

/**
 * Inactive accounts (issue 30 §5, docs/legal.md "Retention"): each sign-in records the account's
 * activity; every hour, accounts unused for 3 years less 30 days are warned by mail, and those unused
 * for 3 years and warned are deleted (`user.deleted`).
 */
@Module({
  imports: [MailOutboxModule],
  providers: [
    ServiceClock,
    AccountActivity,
    InactiveAccountsRepository,
    InactiveAccountsJob,
    InactiveAccountsScheduler,
    { provide: PUBLIC_URL, inject: [SERVICE_ENV], useFactory: (env: AuthEnv) => env.PUBLIC_URL },
  ],
  exports: [AccountActivity],
})
export class InactiveAccountsModule {
  /** Reads and writes `users` with SQL: no entity of its own. */
  static readonly entities = [];
}
