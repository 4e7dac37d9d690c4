import type { SearchVenuesRequest } from '../venues/venues.rpc.js';
import type { MapVenuesDto } from './map.dto.js';

/**
 * `venues.map.venues`: the search's filters as the gateway validated them (paging and sort left
 * out), the visible area (`bbox`, as `parseBbox` reads it) and the zoom.
 */
export type MapVenuesRequest = Omit<SearchVenuesRequest, 'sort' | 'cursor' | 'limit'> & { bbox: string; zoom: number };

export type { MapVenuesDto };
