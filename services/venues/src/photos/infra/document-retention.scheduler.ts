import { Inject, Injectable } from '@nestjs/common';
import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { EVERY_HOUR_MS, ScheduledRound, SERVICE_LOGGER } from '@lieux/service-kit';
import { DocumentRetention } from '../app/document-retention.js';

/** Runs the documents' retention in the venues service, every hour. */
@Injectable()
export class DocumentRetentionScheduler extends ScheduledRound {
  constructor(
    @Inject(DocumentRetention) private readonly retention: DocumentRetention,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    super('document retention', EVERY_HOUR_MS, logger);
  }

  /** One round in a context of its own (the global EntityManager is not for work outside a request). */
  async round(): Promise<void> {
    const deleted = await RequestContext.create(this.em, () => this.retention.purge());
    if (deleted > 0) this.logger.info({ deleted }, 'verification documents past their retention deleted');
  }
}
