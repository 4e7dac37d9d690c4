import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API, type VoteValue } from '@lieux/contracts';
import { apiClient } from '../api/api-client';
import { venueQueryKeys } from '../venues/venue.queries';
import { afterVote, pendingCounts } from './pending-count';

export const votesQueryKeys = {
  myVote: (venueId: string) => ['votes', 'mine', venueId] as const,
  favorites: ['favorites'] as const,
};

/** `GET /api/places/{id}/vote`: the signed-in person's vote (0 or 1). */
export function useMyVoteQuery(venueId: string, enabled: boolean) {
  return useQuery({
    queryKey: votesQueryKeys.myVote(venueId),
    queryFn: ({ signal }) => apiClient.call(API.votes.show, { params: { id: venueId }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * What shows a venue's count: the venue page, the home feed, search results, the landing page's
 * figures, the favourites. Refreshed at once and again while the read model catches up.
 */
function refreshCounts(queryClient: QueryClient, slug: string): void {
  const refresh = () => {
    for (const queryKey of [venueQueryKeys.place(slug), venueQueryKeys.homeFeed, ['venues', 'search'], venueQueryKeys.publicStats, votesQueryKeys.favorites]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  refresh();
  for (const delay of [600, 1_500, 4_000]) setTimeout(refresh, delay);
}

/**
 * `POST /api/places/{id}/vote`: the button's state and the count move at once (optimistic), once
 * per click, and stay there while the server and the read model catch up (pending-count.ts); a
 * refused vote puts both back. `counted` false (an account whose e-mail is not confirmed, issue 30 §9):
 * the button moves, the public count does not — the server keeps the vote out of it until then.
 */
export function useCastVote(venue: { id: string; slug: string; voteCount: number }, counted = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: VoteValue) => apiClient.call(API.votes.cast, { params: { id: venue.id }, body: { value } }),
    onMutate: async (value) => {
      const key = votesQueryKeys.myVote(venue.id);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      const previousCount = pendingCounts.get(venue.id);
      queryClient.setQueryData(key, { value });
      if (counted) pendingCounts.set(venue.id, afterVote(previousCount, venue.voteCount, value === 1 ? 1 : -1, Date.now()));
      return { previous, previousCount };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(votesQueryKeys.myVote(venue.id), answer);
      refreshCounts(queryClient, venue.slug);
    },
    onError: (_error, _value, context) => {
      queryClient.setQueryData(votesQueryKeys.myVote(venue.id), context?.previous);
      pendingCounts.set(venue.id, context?.previousCount);
    },
  });
}

/** `GET /api/favorites`: the person's favourite venues, as cards ('Mes favoris', and every save control). */
export function useFavoritesQuery(enabled = true) {
  return useQuery({
    queryKey: votesQueryKeys.favorites,
    queryFn: ({ signal }) => apiClient.call(API.favorites.list, { signal }),
    enabled,
  });
}

/** `POST` / `DELETE /api/places/{id}/favorite`. */
export function useToggleFavorite(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => apiClient.call(favorite ? API.favorites.add : API.favorites.remove, { params: { id: venueId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: votesQueryKeys.favorites }),
  });
}
