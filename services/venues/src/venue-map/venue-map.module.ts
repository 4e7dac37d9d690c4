import { Module } from '@nestjs/common';
import { MapVenuesUseCase } from './app/map-venues.usecase.js';
import { VENUE_MAP } from './app/venue-map.js';
import { VenueMapHandler } from './infra/venue-map.handler.js';
import { PostgresVenueMap } from './infra/venue-map.postgres.js';

/** The map (issue 27): the venues of the visible area, grouped in clusters for the zoom (docs/map.md). */
@Module({
  controllers: [VenueMapHandler],
  providers: [MapVenuesUseCase, { provide: VENUE_MAP, useClass: PostgresVenueMap }],
})
export class VenueMapModule {
  /** Reads with SQL (no entity). */
  static readonly entities = [];
}
