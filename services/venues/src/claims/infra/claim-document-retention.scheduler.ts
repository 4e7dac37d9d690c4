import { Inject, Injectable } from '@nestjs/common';
import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { EVERY_HOUR_MS, ScheduledRound, SERVICE_LOGGER } from '@lieux/service-kit';
import { ClaimDocumentRetention } from '../app/claim-document-retention.js';

/** Runs the claims' documents retention in the venues service, every hour. */
@Injectable()
export class ClaimDocumentRetentionScheduler extends ScheduledRound {
  constructor(
    @Inject(ClaimDocumentRetention) private readonly retention: ClaimDocumentRetention,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    super('claim document retention', EVERY_HOUR_MS, logger);
  }

  async round(): Promise<void> {
    const deleted = await RequestContext.create(this.em, () => this.retention.purge());
    if (deleted > 0) this.logger.info({ deleted }, 'claim documents past their retention deleted');
  }
}
