import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { EVERY_HOUR_MS, ScheduledRound, SERVICE_LOGGER } from '@lieux/service-kit';
import { InactiveAccountsJob } from '../app/inactive-accounts.job.js';

/** Runs the inactive accounts' job in the auth service, every hour. */
@Injectable()
export class InactiveAccountsScheduler extends ScheduledRound {
  constructor(
    @Inject(InactiveAccountsJob) private readonly job: InactiveAccountsJob,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    super('inactive accounts', EVERY_HOUR_MS, logger);
  }

  protected async round(): Promise<void> {
    const { warned, deleted } = await this.job.round();
    if (warned > 0 || deleted.length > 0) this.logger.info({ warned, deleted: deleted.length }, 'inactive accounts warned and deleted');
  }
}
