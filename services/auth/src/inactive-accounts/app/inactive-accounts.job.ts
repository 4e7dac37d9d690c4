import { Inject, Injectable } from '@nestjs/common';
import { RETENTION_PERIODS } from '@lieux/contracts';
import { inactiveAccountMail } from '@lieux/mail';
import { PUBLIC_URL } from '../../users/app/password-reset.usecases.js';
import { deletionDateOf, inactivityDeadlines } from '../domain/inactivity.js';
import { INACTIVE_ACCOUNTS_BATCH, InactiveAccountsRepository } from '../infra/inactive-accounts.postgres.js';
import { ServiceClock } from '@lieux/service-kit';

export interface InactiveAccountsRound {
  warned: number;
  deleted: string[];
}

/**
 * The privacy policy's promise (issue 30 §5): an account unused for 3 years less 30 days gets a mail
 * saying when it will be deleted (once: the mark is cleared only by a sign-in); one unused for 3
 * years whose owner was warned at least 30 days before is deleted, publishing `user.deleted`.
 * The mail is in French: the account keeps no language of its reader.
 */
@Injectable()
export class InactiveAccountsJob {
  constructor(
    @Inject(InactiveAccountsRepository) private readonly accounts: InactiveAccountsRepository,
    @Inject(ServiceClock) private readonly clock: ServiceClock,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  async round(): Promise<InactiveAccountsRound> {
    const now = this.clock.now();
    const deadlines = inactivityDeadlines(now);
    const deleted: string[] = [];
    for (;;) {
      const batch = await this.accounts.deleteBatch(deadlines.deleteIfIdleSince, deadlines.deleteIfWarnedBy, now);
      deleted.push(...batch);
      if (batch.length < INACTIVE_ACCOUNTS_BATCH) break;
    }
    let warned = 0;
    for (;;) {
      const batch = await this.accounts.warnBatch(deadlines.warnIfIdleSince, now, (account) => {
        const deletionDate = deletionDateOf(account.lastActiveAt, now);
        const mail = inactiveAccountMail(undefined, {
          firstName: account.firstName,
          signInUrl: `${this.publicUrl.replace(/\/+$/, '')}/login`,
          deletionDate,
          inactiveYears: RETENTION_PERIODS.inactiveAccountYears,
        });
        // Past the deletion day the warning is pointless: the relay drops it.
        return { mail: { to: account.email, ...mail }, expiresAt: deletionDate };
      });
      warned += batch;
      if (batch < INACTIVE_ACCOUNTS_BATCH) break;
    }
    return { warned, deleted };
  }
}
