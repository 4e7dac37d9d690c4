import { Module } from '@nestjs/common';
import { ADMIN_VENUE_REPOSITORY } from './app/admin-venue.repository.js';
import { ListAdminVenuesUseCase, MODERATION_CLOCK, ModerateVenueUseCase } from './app/admin-venues.usecases.js';
import { AdminVenuesHandler } from './infra/admin-venues.handler.js';
import { PostgresAdminVenueRepository } from './infra/admin-venue.repository.postgres.js';

/** Venues moderation (issue 14): the admin console's list of venues and the approve / reject decisions. */
@Module({
  controllers: [AdminVenuesHandler],
  providers: [
    ListAdminVenuesUseCase,
    ModerateVenueUseCase,
    { provide: MODERATION_CLOCK, useValue: () => new Date() },
    { provide: ADMIN_VENUE_REPOSITORY, useClass: PostgresAdminVenueRepository },
  ],
})
export class ModerationModule {
  /** Plain SQL, no entity. */
  static readonly entities = [];
}
