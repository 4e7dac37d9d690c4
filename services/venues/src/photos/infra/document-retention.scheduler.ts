import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { RepeatingTask, SERVICE_LOGGER } from '@lieux/service-kit';
import { DocumentRetention } from '../app/document-retention.js';

/** Once an hour is plenty for a 90-day rule; a restarted service runs a round at once. */
const ROUND_MS = 60 * 60 * 1000;

/** Runs the documents' retention in the venues service, every hour. */
@Injectable()
export class DocumentRetentionScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: RepeatingTask;

  constructor(
    @Inject(DocumentRetention) private readonly retention: DocumentRetention,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    this.task = new RepeatingTask(() => this.round(), ROUND_MS, (error) => this.logger.warn({ err: error }, 'document retention round failed'));
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  /** One round in a context of its own (the global EntityManager is not for work outside a request). */
  async round(): Promise<void> {
    const deleted = await RequestContext.create(this.em, () => this.retention.purge());
    if (deleted > 0) this.logger.info({ deleted }, 'verification documents past their retention deleted');
  }
}
