import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, bboxOnCellGrid, formatBbox, type Bbox, type MapVenuesDto } from '@lieux/contracts';
import { apiClient } from '../api/api-client';
import { searchQueryOf, type SearchFilters } from '../venues/search-filters';

/** The question the map asks: the search's filters, the area grown to whole cells of its zoom. */
export function mapVenuesQueryOf(filters: SearchFilters, area: { bbox: Bbox; zoom: number }) {
  // Sort and paging are a list's: the map has neither.
  const { sort: _sort, ...search } = searchQueryOf(filters);
  return { ...search, bbox: formatBbox(bboxOnCellGrid(area.bbox, area.zoom)), zoom: area.zoom };
}

/**
 * `GET /api/map/venues` for the visible area: clusters and venues alone. The area is grown to whole
 * grid cells, so a small pan asks the same (cached) question; the previous answer stays on the map
 * while the next one comes.
 */
export function useMapVenuesQuery(filters: SearchFilters, area: { bbox: Bbox; zoom: number } | null) {
  const query = area === null ? null : mapVenuesQueryOf(filters, area);
  return useQuery({
    queryKey: ['map', 'venues', query],
    queryFn: ({ signal }): Promise<MapVenuesDto> =>
      query === null ? Promise.reject(new Error('no area yet')) : apiClient.call(API.map.venues, { query, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
