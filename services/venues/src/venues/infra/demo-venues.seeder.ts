import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { SERVICE_LOGGER } from '@lieux/service-kit';
import { DEMO_TAGS } from '../demo/demo-venues.data.js';
import { DEMO_VENUE_ROWS } from '../demo/demo-venues.js';
import { inSeedTransaction, insertSeedVenues } from './venue-seed.sql.js';

export const DEMO_DATA_ENABLED = Symbol('DEMO_DATA_ENABLED');

/** Seeds the demo venues at start-up where enabled (SEED_DEMO_DATA; never in production by default). */
@Injectable()
export class DemoVenuesSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(DEMO_DATA_ENABLED) private readonly enabled: boolean,
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) return;
    const added = await seedDemoVenues(this.orm);
    if (added > 0) this.logger.info({ added }, 'demo venues seeded (SEED_DEMO_DATA)');
  }
}

/** The demo venues in one transaction; replicas starting together both try, the slugs keep one of each. */
export function seedDemoVenues(orm: MikroORM): Promise<number> {
  return inSeedTransaction(orm, (client, schema) => insertSeedVenues(client, schema, DEMO_TAGS, DEMO_VENUE_ROWS));
}
