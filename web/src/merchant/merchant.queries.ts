import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { API, type StatsPeriod } from '@lieux/contracts';
import { apiClient } from '../api/api-client';
import { venueQueryKeys } from '../venues/venue.queries';
import { checkoutPollDelay } from './workspace-rules';

/** Query keys of the workspace's reads; all under `merchant`, so one invalidation refreshes them all. */
export const merchantQueryKeys = {
  all: ['merchant'] as const,
  venues: ['merchant', 'venues'] as const,
  venue: (id: string) => ['merchant', 'venues', id] as const,
  plan: ['merchant', 'plan'] as const,
  allStats: ['merchant', 'stats'] as const,
  stats: (days: StatsPeriod, venueId?: string) => ['merchant', 'stats', days, venueId ?? 'all'] as const,
  onboarding: ['merchant', 'onboarding'] as const,
};

/** `GET /api/merchant/venues`: the merchant's venues in every status (`enabled` false: not asked, e.g. for a visitor). */
export function useMerchantVenuesQuery(enabled = true) {
  return useQuery({
    queryKey: merchantQueryKeys.venues,
    queryFn: ({ signal }) => apiClient.call(API.merchantVenues.list, { signal }),
    enabled,
  });
}

/** `GET /api/merchant/venues/{id}`: one of the merchant's venues (the edit screen). */
export function useMerchantVenueQuery(id: string) {
  return useQuery({
    queryKey: merchantQueryKeys.venue(id),
    queryFn: ({ signal }) => apiClient.call(API.merchantVenues.show, { params: { id }, signal }),
  });
}


/**
 * `GET /api/merchant/plan`: the plan, its limit, the quota and any request waiting. With
 * `waitForPro` (back from Stripe Checkout), asked again every 2 s for a minute until the plan is Pro.
 */
export function usePlanQuery(waitForPro = false) {
  const [since] = useState(() => Date.now());
  return useQuery({
    queryKey: merchantQueryKeys.plan,
    queryFn: ({ signal }) => apiClient.call(API.merchant.plan, { signal }),
    refetchInterval: (query) => (waitForPro ? checkoutPollDelay(query.state.data?.plan, since, Date.now()) : false),
  });
}

/** `GET /api/merchant/stats`: the period's real numbers against the previous period, for all venues or one. */
export function useMerchantStatsQuery(days: StatsPeriod, venueId?: string) {
  return useQuery({
    queryKey: merchantQueryKeys.stats(days, venueId),
    queryFn: ({ signal }) => apiClient.call(API.merchant.stats, { query: venueId ? { days, venueId } : { days }, signal }),
  });
}

/** `GET /api/merchant/onboarding`: the four steps' facts. */
export function useOnboardingQuery() {
  return useQuery({
    queryKey: merchantQueryKeys.onboarding,
    queryFn: ({ signal }) => apiClient.call(API.merchant.onboarding, { signal }),
  });
}

/**
 * After a venue is created or changed: the workspace's reads, and the public ones a venue shows in
 * (spec "Create venue": venue list and home feed refreshed; search results show its cover too).
 */
export function useRefreshAfterVenueChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: merchantQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: venueQueryKeys.homeFeed }),
      queryClient.invalidateQueries({ queryKey: ['places'] }),
      queryClient.invalidateQueries({ queryKey: ['venues', 'search'] }),
    ]);
}
