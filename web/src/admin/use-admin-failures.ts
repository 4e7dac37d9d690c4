import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { adminQueryKeys } from './admin.queries';

const isFailedAdminRead = (query: Query) => query.queryKey[0] === adminQueryKeys.all[0] && query.state.status === 'error';

/**
 * Whether any read of the console failed (the spec's banner 'Des erreurs sont survenues…'), and a
 * retry of just those reads. Watches the query cache, so a tab's failed list shows the banner too.
 */
export function useAdminFailures(): { failed: boolean; retry: () => void } {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const failed = useSyncExternalStore(
    useCallback((onChange) => cache.subscribe(onChange), [cache]),
    () => cache.getAll().some(isFailedAdminRead),
  );
  const retry = useCallback(() => void queryClient.refetchQueries({ predicate: isFailedAdminRead }), [queryClient]);
  return { failed, retry };
}
