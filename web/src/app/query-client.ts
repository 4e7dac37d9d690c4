import { QueryClient } from '@tanstack/react-query';

/** Spec section 7: reads never retry and never refetch on focus; other queries never go stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
