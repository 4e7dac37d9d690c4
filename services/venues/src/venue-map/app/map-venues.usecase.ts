import { Inject, Injectable } from '@nestjs/common';
import type { MapVenuesDto, MapVenuesRequest } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { toMapQuery } from '../domain/map-query.js';
import { VENUE_MAP, type VenueMap } from './venue-map.js';
import { SEARCH_CLOCK, type SearchClock } from '../../venues/app/venue-queries.usecases.js';

/** The map of the search (issue 27): the matching venues of the visible area, grouped for its zoom. */
@Injectable()
export class MapVenuesUseCase {
  constructor(
    @Inject(VENUE_MAP) private readonly map: VenueMap,
    @Inject(SEARCH_CLOCK) private readonly now: SearchClock,
  ) {}

  async execute(request: MapVenuesRequest): Promise<MapVenuesDto> {
    const result = toMapQuery(request, this.now());
    if ('errors' in result) throw new DomainException('validation_failed', undefined, result.errors);
    return this.map.venuesIn(result.query);
  }
}
