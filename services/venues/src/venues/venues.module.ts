import { Module } from '@nestjs/common';
import { HomeFeedUseCase, PublicStatsUseCase, ResolvePlaceUseCase, SEARCH_CLOCK, SearchVenuesUseCase, ShowPlaceUseCase } from './app/venue-queries.usecases.js';
import { VENUE_READ_REPOSITORY } from './app/venue-read.repository.js';
import { VENUE_SEARCH } from './app/venue-search.js';
import { DemoVenuesSeeder, DEMO_DATA_ENABLED } from './infra/demo-venues.seeder.js';
import { PostgresVenueReadRepository } from './infra/venue-read.repository.postgres.js';
import { PostgresVenueSearch } from './infra/venue-search.postgres.js';
import { VenuesHandler } from './infra/venues.handler.js';
import { VENUE_SITEMAP } from './app/venue-sitemap.js';
import { PostgresVenueSitemap } from './infra/venue-sitemap.postgres.js';
import { VenueSitemapHandler } from './infra/venue-sitemap.handler.js';
import { DemoAccountsHandler } from './infra/demo-accounts.handler.js';
import { SERVICE_ENV } from '@lieux/service-kit';
import { demoDataEnabled, type VenuesEnv } from '../config/venues.env.js';

/** The venues' public side: home feed, search, the venue page, the landing page's figures; the demo data. */
@Module({
  controllers: [VenuesHandler, VenueSitemapHandler, DemoAccountsHandler],
  providers: [
    HomeFeedUseCase,
    SearchVenuesUseCase,
    ShowPlaceUseCase,
    PublicStatsUseCase,
    ResolvePlaceUseCase,
    { provide: SEARCH_CLOCK, useValue: () => new Date() },
    { provide: VENUE_READ_REPOSITORY, useClass: PostgresVenueReadRepository },
    { provide: VENUE_SEARCH, useClass: PostgresVenueSearch },
    { provide: VENUE_SITEMAP, useClass: PostgresVenueSitemap },
    { provide: DEMO_DATA_ENABLED, inject: [SERVICE_ENV], useFactory: (env: VenuesEnv) => demoDataEnabled(env) },
    DemoVenuesSeeder,
  ],
})
export class VenuesModule {
  /** Read with prepared SQL (no entity): the venues' writes arrive with the merchant and moderation issues. */
  static readonly entities = [];
}
