import type { MapVenuesDto } from '@lieux/contracts';
import type { MapQuery } from '../domain/map-query.js';

/**
 * The map's reader, behind one port: the approved venues of an area that match the filters, grouped
 * in the query's grid cells — a cell of one venue is that venue, a cell of several a cluster.
 * PostgreSQL answers today (`PostgresVenueMap`, docs/map.md).
 */
export interface VenueMap {
  venuesIn(query: MapQuery): Promise<MapVenuesDto>;
}

export const VENUE_MAP = Symbol('VenueMap');
