import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type ConnectionDto } from '@lieux/contracts';
import { apiClient } from '../api/api-client';
import { useRefreshAfterVenueChange } from '../merchant/merchant.queries';

/** Query keys of the connections' reads; the list of every venue's connections is shared by the three screens. */
export const connectionQueryKeys = {
  all: ['connections'] as const,
  list: ['connections', 'list'] as const,
  providers: ['connections', 'providers'] as const,
};

/** `GET /api/connections`: every connection of the merchant's venues (the screen, the dashboard's panel, the onboarding). */
export function useConnectionsQuery(enabled = true) {
  return useQuery({
    queryKey: connectionQueryKeys.list,
    queryFn: ({ signal }) => apiClient.call(API.connections.list, { query: {}, signal }),
    enabled,
  });
}

/** `GET /api/connections/providers`: which platforms may be connected here, which are the sandbox, each one's weight. */
export function useConnectionProvidersQuery() {
  return useQuery({
    queryKey: connectionQueryKeys.providers,
    queryFn: ({ signal }) => apiClient.call(API.connections.providers, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * After a connection changed: the connections, and what is computed from them elsewhere (the
 * onboarding's facts, the venues' public links, the dashboard's figures).
 */
function useRefreshAfterConnectionChange() {
  const queryClient = useQueryClient();
  const refreshVenues = useRefreshAfterVenueChange();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: connectionQueryKeys.all }), refreshVenues()]);
}

/** `PATCH /api/connections/{id}` {isActive}: the switch; the list shows the server's answer at once. */
export function useToggleConnection() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterConnectionChange();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiClient.call(API.connections.update, { params: { id }, body: { isActive } }),
    onSuccess: (updated) => {
      queryClient.setQueryData<ConnectionDto[]>(connectionQueryKeys.list, (list) => list?.map((item) => (item.id === updated.id ? updated : item)));
      void refresh();
    },
  });
}

/** `DELETE /api/connections/{id}`: 'Compte déconnecté'. */
export function useDisconnect() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterConnectionChange();
  return useMutation({
    mutationFn: (id: string) => apiClient.call(API.connections.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ConnectionDto[]>(connectionQueryKeys.list, (list) => list?.filter((item) => item.id !== id));
      void refresh();
    },
  });
}
