import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { API } from '@lieux/contracts';
import { apiClient } from '../api/api-client';
import { searchQueryOf, type SearchFilters } from './search-filters';

/** Query keys of the discovery reads, so a later vote (issue 8) can refresh them (spec section 7). */
export const venueQueryKeys = {
  homeFeed: ['feed', 'home'] as const,
  search: (filters: SearchFilters) => ['venues', 'search', searchQueryOf(filters)] as const,
  place: (slug: string) => ['places', slug] as const,
  publicStats: ['stats', 'public'] as const,
};

/** `GET /api/feed/home`, page after page ('Voir plus de lieux'): best score first. */
export function useHomeFeedQuery() {
  return useInfiniteQuery({
    queryKey: venueQueryKeys.homeFeed,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiClient.callPage(API.feed.home, { query: pageParam === undefined ? {} : { cursor: pageParam }, signal }),
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** `GET /api/venues` for the filters, page after page; idle while there is nothing to search. */
export function useVenueSearchQuery(filters: SearchFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: venueQueryKeys.search(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiClient.callPage(API.venues.search, { query: { ...searchQueryOf(filters), cursor: pageParam }, signal }),
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled,
  });
}

/** `GET /api/places/{slug}`: the venue page (and a map popup's card); idle when not `enabled`. */
export function usePlaceQuery(slug: string, enabled = true) {
  return useQuery({
    queryKey: venueQueryKeys.place(slug),
    queryFn: ({ signal }) => apiClient.call(API.places.show, { params: { slug }, signal }),
    enabled,
  });
}

/** `GET /api/stats/public`: the landing page's live figures. */
export function usePublicStatsQuery() {
  return useQuery({
    queryKey: venueQueryKeys.publicStats,
    queryFn: ({ signal }) => apiClient.call(API.stats.public, { signal }),
  });
}

/** `POST /api/places/{id}/visit`: the venue page counts its visitor (once per view). */
export function useVisitBeacon() {
  return useMutation({
    mutationFn: (id: string) => apiClient.call(API.places.visit, { params: { id } }),
  });
}
