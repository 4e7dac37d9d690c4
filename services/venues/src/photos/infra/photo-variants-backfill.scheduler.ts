import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { RepeatingTask, SERVICE_LOGGER } from '@lieux/service-kit';
import { PhotoVariantsBackfill } from '../app/photo-variants-backfill.js';

/** A round at start-up does the work; later rounds only retry what a storage failure left undone. */
const ROUND_MS = 6 * 60 * 60 * 1000;

/** Runs the responsive variants' backfill in the venues service (docs/photos.md, "Backfill"). */
@Injectable()
export class PhotoVariantsBackfillScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: RepeatingTask;

  constructor(
    @Inject(PhotoVariantsBackfill) private readonly backfill: PhotoVariantsBackfill,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    this.task = new RepeatingTask(() => this.round(), ROUND_MS, (error) => this.logger.warn({ err: error }, 'photo variants backfill round failed'));
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  async round(): Promise<void> {
    const made = await RequestContext.create(this.em, () => this.backfill.run());
    if (made > 0) this.logger.info({ made }, 'photos given their responsive widths');
  }
}
