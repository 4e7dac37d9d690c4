import { MAP_QUERY_MESSAGES, clusterCellDegrees, parseBbox, type Bbox, type FieldError, type MapVenuesRequest } from '@lieux/contracts';
import { toSearchCriteria, type SearchCriteria } from '../../venues/domain/search-criteria.js';

/**
 * At most this many cells a side per answer: an area far larger than a screen at a strong zoom (a
 * hand-written request) is grouped in bigger cells rather than answered as thousands of venues.
 */
export const MAX_CELLS_PER_SIDE = 48;

/** The search's filters without what only a list has (sort, paging). */
export type MapFilters = Omit<SearchCriteria, 'sort' | 'offset' | 'limit'>;

/** A map question as the engine receives it: checked filters, the area, the side of the grid's cells. */
export interface MapQuery {
  filters: MapFilters;
  bbox: Bbox;
  cellDegrees: number;
}

export type MapQueryResult = { query: MapQuery } | { errors: FieldError[] };

/**
 * The zoom's cell, doubled until the area is at most MAX_CELLS_PER_SIDE cells a side (doubling keeps
 * the cells on the grid of a weaker zoom, so they still do not move when the area does).
 */
export function cellDegreesFor(bbox: Bbox, zoom: number): number {
  let cell = clusterCellDegrees(zoom);
  const side = Math.max(bbox.east - bbox.west, bbox.north - bbox.south);
  while (side / cell > MAX_CELLS_PER_SIDE) cell *= 2;
  return cell;
}

/**
 * Checks what the DTO checked too (a direct RPC caller gets the same French messages) and what it
 * cannot (fields that go together, through the search's own rules), and folds the rest; "open now"
 * is read at `now`.
 */
export function toMapQuery(request: MapVenuesRequest, now: Date): MapQueryResult {
  const errors: FieldError[] = [];
  const bbox = typeof request.bbox === 'string' ? parseBbox(request.bbox) : null;
  if (bbox === null) errors.push({ field: 'bbox', messages: [MAP_QUERY_MESSAGES.invalidBbox] });
  const zoom = request.zoom;
  const zoomValid = Number.isInteger(zoom) && zoom >= 0 && zoom <= 20;
  if (!zoomValid) errors.push({ field: 'zoom', messages: [MAP_QUERY_MESSAGES.invalidZoom] });
  const search = toSearchCriteria({ ...request, sort: undefined, cursor: undefined, limit: undefined }, now);
  if ('errors' in search) errors.push(...search.errors);
  if (errors.length > 0 || 'errors' in search || bbox === null) return { errors };
  const { sort: _sort, offset: _offset, limit: _limit, ...filters } = search.criteria;
  return { query: { filters, bbox, cellDegrees: cellDegreesFor(bbox, zoom) } };
}
