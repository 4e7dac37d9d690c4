import { useQuery } from '@tanstack/react-query';
import { API } from '@lieux/contracts';
import { apiClient } from '../api/api-client';

/**
 * Which ways to sign in the platform offers besides e-mail and password (`GET /api/auth/providers`):
 * the external sign-in button shows only when an OpenID provider is configured. Until the answer
 * comes, or if it fails, the button stays hidden.
 */
export function useAuthProviders(): { externalSignIn: boolean } {
  const query = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => apiClient.call(API.auth.providers, { signal }),
    staleTime: Infinity,
  });
  return { externalSignIn: query.data?.externalSignIn ?? false };
}
