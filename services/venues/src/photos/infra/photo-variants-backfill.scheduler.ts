import { Inject, Injectable } from '@nestjs/common';
import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ScheduledRound, SERVICE_LOGGER } from '@lieux/service-kit';
import { PhotoVariantsBackfill } from '../app/photo-variants-backfill.js';

/** A round at start-up does the work; later rounds only retry what a storage failure left undone. */
const ROUND_MS = 6 * 60 * 60 * 1000;

/** Runs the responsive variants' backfill in the venues service (docs/photos.md, "Backfill"). */
@Injectable()
export class PhotoVariantsBackfillScheduler extends ScheduledRound {
  constructor(
    @Inject(PhotoVariantsBackfill) private readonly backfill: PhotoVariantsBackfill,
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    super('photo variants backfill', ROUND_MS, logger);
  }

  async round(): Promise<void> {
    const made = await RequestContext.create(this.em, () => this.backfill.run());
    if (made > 0) this.logger.info({ made }, 'photos given their responsive widths');
  }
}
