import { useQuery } from '@tanstack/react-query';
import { API } from '@lieux/contracts';
import { apiClient } from './api-client';

/**
 * The footer's facts (city, country, contact e-mail and phone, social links) from the gateway's
 * configuration, `GET /api/site`: fetched once per visit, they change only with a deployment.
 */
export function useSiteInfoQuery() {
  return useQuery({
    queryKey: ['site-info'],
    queryFn: ({ signal }) => apiClient.call(API.site.info, { signal }),
    staleTime: Infinity,
  });
}
