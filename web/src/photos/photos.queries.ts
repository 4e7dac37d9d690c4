import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API, type PhotoDto, type VerificationDto } from '@lieux/contracts';
import { apiClient } from '../api/api-client';
import { merchantQueryKeys, useRefreshAfterVenueChange } from '../merchant/merchant.queries';

/** Query keys of the photo manager and the verification, under `merchant` (one invalidation refreshes the workspace). */
export const photoQueryKeys = {
  photos: (venueId: string) => [...merchantQueryKeys.venue(venueId), 'photos'] as const,
  verification: (venueId: string) => [...merchantQueryKeys.venue(venueId), 'verification'] as const,
};

/** `GET /api/merchant/venues/{id}/photos`: the venue's photos in gallery order. */
export function useVenuePhotosQuery(venueId: string) {
  return useQuery({
    queryKey: photoQueryKeys.photos(venueId),
    queryFn: ({ signal }) => apiClient.call(API.photos.list, { params: { id: venueId }, signal }),
  });
}

/** `GET /api/merchant/venues/{id}/verification`: status, reason, documents with their short-lived links. */
export function useVerificationQuery(venueId: string) {
  return useQuery({
    queryKey: photoQueryKeys.verification(venueId),
    queryFn: ({ signal }) => apiClient.call(API.verification.show, { params: { id: venueId }, signal }),
  });
}

/**
 * After a change of photos: the manager shows what the server answered at once, and every read that
 * shows a cover or a gallery (the workspace, cards, the home feed, the venue page) is fetched again.
 */
export function usePhotosChanged(venueId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterVenueChange();
  return (photos: PhotoDto[]) => {
    queryClient.setQueryData(photoQueryKeys.photos(venueId), photos);
    return refresh();
  };
}

/**
 * After a verification answer (issue 30, one verification state): the one the server sent, and every
 * read that shows the status beside it — the workspace's venue list (the dashboard's badge) and the
 * venue itself (the edit screen's badge) — fetched again, so no badge still says "Non envoyée" while
 * the panel says "En cours d'examen". Both are the server's one state (`venue_verifications`).
 */
export function verificationChanged(queryClient: QueryClient, venueId: string, verification: VerificationDto): Promise<void> {
  queryClient.setQueryData(photoQueryKeys.verification(venueId), verification);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: merchantQueryKeys.venues, exact: true }),
    queryClient.invalidateQueries({ queryKey: merchantQueryKeys.venue(venueId), exact: true }),
  ]).then(() => undefined);
}

export function useVerificationChanged(venueId: string) {
  const queryClient = useQueryClient();
  return (verification: VerificationDto) => verificationChanged(queryClient, venueId, verification);
}
