import { Module } from '@nestjs/common';
import { SERVICE_ENV } from '@lieux/service-kit';
import type { VenuesEnv } from '../config/venues.env.js';
import { PhotosModule } from '../photos/photos.module.js';
import { ACCOUNT_VENUES_GRACE_DAYS_TOKEN, VENUE_REMOVAL_CLOCK, VenueRemovalUseCases } from './app/venue-removal.usecases.js';
import { VenuesUserDeletedHandler } from './infra/user-deleted.handler.js';
import { VenuePurgeScheduler, VENUE_PURGE_INTERVAL } from './infra/venue-purge.scheduler.js';
import { VenueRemovalHandler } from './infra/venue-removal.handler.js';

/** A venue's end (issue 30 §5): deletion by its owner or an admin, and a deleted account's venues. */
@Module({
  imports: [PhotosModule],
  controllers: [VenueRemovalHandler],
  providers: [
    VenueRemovalUseCases,
    VenuesUserDeletedHandler,
    VenuePurgeScheduler,
    { provide: VENUE_REMOVAL_CLOCK, useValue: () => new Date() },
    { provide: ACCOUNT_VENUES_GRACE_DAYS_TOKEN, inject: [SERVICE_ENV], useFactory: (env: VenuesEnv) => env.ACCOUNT_VENUES_GRACE_DAYS },
    { provide: VENUE_PURGE_INTERVAL, inject: [SERVICE_ENV], useFactory: (env: VenuesEnv) => env.VENUE_PURGE_INTERVAL_MS },
  ],
})
export class VenueRemovalModule {
  /** Plain SQL, no entity. */
  static readonly entities = [];
}
