import { Module } from '@nestjs/common';
import { MapVenuesUseCase } from './app/map-venues.usecase.js';
import { SEARCH_CLOCK } from '../venues/app/venue-queries.usecases.js';
import { VENUE_MAP } from './app/venue-map.js';
import { VenueMapHandler } from './infra/venue-map.handler.js';
import { PostgresVenueMap } from './infra/venue-map.postgres.js';

/** The map (issue 27): the venues of the visible area, grouped in clusters for the zoom (docs/map.md). */
@Module({
  controllers: [VenueMapHandler],
  providers: [MapVenuesUseCase, { provide: VENUE_MAP, useClass: PostgresVenueMap }, { provide: SEARCH_CLOCK, useValue: () => new Date() }],
})
export class VenueMapModule {
  /** Reads with SQL (no entity). */
  static readonly entities = [];
}
