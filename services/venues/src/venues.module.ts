import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceModule } from '@lieux/service-kit';
import { CategoriesModule } from './categories/categories.module.js';
import type { VenuesEnv } from './config/venues.env.js';
import { venuesMigrations } from './migrations/index.js';

export const VENUES_SCHEMA = 'venues';

/** The venues service is the sum of its features. */
const FEATURES = [CategoriesModule];

export function venuesModule(env: VenuesEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({
    name: 'venues',
    env,
    logger,
    database: { schema: VENUES_SCHEMA, entities: FEATURES.flatMap((feature) => feature.entities), migrations: venuesMigrations },
    imports: FEATURES,
  });
}
