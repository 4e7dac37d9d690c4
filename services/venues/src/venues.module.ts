import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceModule } from '@lieux/service-kit';
import { CategoriesModule } from './categories/categories.module.js';
import { VenuesModule } from './venues/venues.module.js';
import { VenueVotesModule } from './venue-votes/venue-votes.module.js';
import { MerchantModule } from './merchant/merchant.module.js';
import { PhotosModule } from './photos/photos.module.js';
import { VenueConnectionsModule } from './venue-connections/venue-connections.module.js';
import { VenueScoresModule } from './venue-scores/venue-scores.module.js';
import { ModerationModule } from './moderation/moderation.module.js';
import { VenueMapModule } from './venue-map/venue-map.module.js';
import { VenuesAccountDataModule } from './account-data/account-data.handler.js';
import { VenueRemovalModule } from './venue-removal/venue-removal.module.js';
import { ClaimsModule } from './claims/claims.module.js';
import type { VenuesEnv } from './config/venues.env.js';
import { venuesMigrations } from './migrations/index.js';

export function venuesModule(env: VenuesEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({ name: 'venues', env, logger, features: [CategoriesModule, VenuesModule, VenuesAccountDataModule, VenueVotesModule, MerchantModule, PhotosModule, VenueConnectionsModule, VenueScoresModule, ModerationModule, VenueMapModule, VenueRemovalModule, ClaimsModule], migrations: venuesMigrations });
}
