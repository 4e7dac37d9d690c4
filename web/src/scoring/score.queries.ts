import { useQuery } from '@tanstack/react-query';
import { API } from '@lieux/contracts';
import { apiClient } from '../api/api-client';

/** Under `places`, so what refreshes the venue pages (a vote, a venue change) refreshes the breakdown too. */
export const scoreQueryKeys = {
  breakdown: (slug: string) => ['places', slug, 'score'] as const,
};

/** `GET /api/places/{slug}/score`: "Pourquoi ce score ?" (the breakdown and 90 days of history). */
export function useScoreBreakdownQuery(slug: string) {
  return useQuery({
    queryKey: scoreQueryKeys.breakdown(slug),
    queryFn: ({ signal }) => apiClient.call(API.places.score, { params: { slug }, signal }),
  });
}
