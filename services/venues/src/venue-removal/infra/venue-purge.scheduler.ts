import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { RepeatingTask, SERVICE_LOGGER } from '@lieux/service-kit';
import { VenueRemovalUseCases } from '../app/venue-removal.usecases.js';

export const VENUE_PURGE_INTERVAL = Symbol('VenuePurgeIntervalMs');

/** Runs the purge of deleted accounts' venues past their grace period (`VENUE_PURGE_INTERVAL_MS`, hourly by default). */
@Injectable()
export class VenuePurgeScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: RepeatingTask;

  constructor(
    @Inject(VenueRemovalUseCases) private readonly removal: VenueRemovalUseCases,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject(VENUE_PURGE_INTERVAL) intervalMs: number,
  ) {
    this.task = new RepeatingTask(() => this.round(), intervalMs, (error) => this.logger.warn({ err: error }, 'venue purge round failed'));
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  /** One round in a context of its own (the global EntityManager is not for work outside a request). */
  async round(): Promise<void> {
    const deleted = await RequestContext.create(this.em, () => this.removal.purgeDue());
    if (deleted > 0) this.logger.info({ deleted }, 'deleted accounts’ venues past their grace period deleted');
  }
}
