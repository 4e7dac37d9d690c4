import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { RETENTION_PERIODS, yearsBefore } from '@lieux/contracts';
import { EVERY_HOUR_MS, ScheduledRound, SERVICE_LOGGER, ServiceClock } from '@lieux/service-kit';
import { SupportData } from './support-data.postgres.js';

/**
 * The privacy policy's "Données de support : 2 ans après le dernier échange": every hour, the contact
 * messages (and GDPR requests) whose last exchange — the message or support's last reply — is older
 * than RETENTION_PERIODS.supportDataYears are deleted with their replies.
 */
@Injectable()
export class SupportRetentionScheduler extends ScheduledRound {
  constructor(
    @Inject(SupportData) private readonly support: SupportData,
    @Inject(ServiceClock) private readonly clock: ServiceClock,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    super('support retention', EVERY_HOUR_MS, logger);
  }

  protected async round(): Promise<void> {
    const before = yearsBefore(this.clock.now(), RETENTION_PERIODS.supportDataYears);
    const deleted = await this.support.deleteExchangedBefore(before);
    if (deleted > 0) this.logger.info({ deleted, before: before.toISOString() }, 'support messages past their retention deleted');
  }
}
