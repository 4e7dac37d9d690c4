import { useQuery } from '@tanstack/react-query';
import { API, type UserDto } from '@lieux/contracts';
import { apiClient } from '../api/api-client';

export interface AuthStatus {
  isAuthenticated: boolean;
  isLoading: boolean;
  /** The signed-in user (spec section 3), or null. */
  user: UserDto | null;
}

/** Refetch it after a sign-in or sign-out: `queryClient.invalidateQueries({ queryKey: authStatusQueryKey })`. */
export const authStatusQueryKey = ['auth', 'status'] as const;

/**
 * The visitor's sign-in state, from `GET /api/auth/status` (the session cookie; no retry, spec
 * section 4). While it loads, protected routes show nothing; if the call fails the visitor counts
 * as signed out.
 */
export function useAuthStatus(): AuthStatus {
  const query = useQuery({
    queryKey: authStatusQueryKey,
    queryFn: ({ signal }) => apiClient.call(API.auth.status, { signal }),
  });
  return { isAuthenticated: query.data?.isAuthenticated ?? false, isLoading: query.isLoading, user: query.data?.user ?? null };
}
