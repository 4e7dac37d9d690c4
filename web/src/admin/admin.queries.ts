import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type AdminInboxQueryDto,
  type AdminReportsQueryDto,
  type AdminUsersQueryDto,
  type AdminVenuesQueryDto,
  type AnalyticsPeriod,
  type AuditQueryDto,
  type ClaimStatus,
  type VerificationStatus,
} from '@lieux/contracts';
import { apiClient } from '../api/api-client';
import { userFacingError } from '../api/user-facing-error';
import { useT } from '../i18n/use-t';
import { showToast } from '../toasts/show-toast';
import { adminMessages } from './admin.fr';

/** Every read of the console is under `admin`, so one invalidation after an action refreshes lists and stats. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  analytics: (days: AnalyticsPeriod) => ['admin', 'analytics', days] as const,
  venues: (query: AdminVenuesQueryDto) => ['admin', 'venues', query] as const,
  users: (query: AdminUsersQueryDto) => ['admin', 'users', query] as const,
  planRequests: ['admin', 'plan-requests'] as const,
  reports: (query: AdminReportsQueryDto) => ['admin', 'reports', query] as const,
  inbox: (query: AdminInboxQueryDto) => ['admin', 'inbox', query] as const,
  incidents: ['admin', 'incidents'] as const,
  audit: (query: AuditQueryDto) => ['admin', 'audit', query] as const,
  verifications: (status: VerificationStatus) => ['admin', 'verifications', status] as const,
  scoreRun: ['admin', 'scores', 'run'] as const,
  scoreFlags: ['admin', 'scores', 'flags'] as const,
  staleScores: ['admin', 'scores', 'stale'] as const,
  claims: (status: ClaimStatus) => ['admin', 'claims', status] as const,
};

/** Spec section 7: admin stats are fresh for 60 s, with one retry. */
const STATS_OPTIONS = { staleTime: 60_000, retry: 1 } as const;
/**
 * Spec section 7: the lists are fresh for 30 s, with one retry; the page shown stays while the next
 * one loads, so paging or typing in the search box does not flash a skeleton.
 */
const LIST_OPTIONS = { staleTime: 30_000, retry: 1, placeholderData: keepPreviousData } as const;

export function useAdminStatsQuery() {
  return useQuery({ queryKey: adminQueryKeys.stats, queryFn: ({ signal }) => apiClient.call(API.admin.stats, { signal }), ...STATS_OPTIONS });
}

export function useAdminAnalyticsQuery(days: AnalyticsPeriod) {
  return useQuery({
    queryKey: adminQueryKeys.analytics(days),
    queryFn: ({ signal }) => apiClient.call(API.admin.analytics, { query: { days }, signal }),
    ...STATS_OPTIONS,
  });
}

export function useAdminVenuesQuery(query: AdminVenuesQueryDto) {
  return useQuery({ queryKey: adminQueryKeys.venues(query), queryFn: ({ signal }) => apiClient.call(API.admin.venues, { query, signal }), ...LIST_OPTIONS });
}

export function useAdminUsersQuery(query: AdminUsersQueryDto) {
  return useQuery({ queryKey: adminQueryKeys.users(query), queryFn: ({ signal }) => apiClient.call(API.admin.users, { query, signal }), ...LIST_OPTIONS });
}

export function usePlanRequestsQuery() {
  return useQuery({ queryKey: adminQueryKeys.planRequests, queryFn: ({ signal }) => apiClient.call(API.billing.planRequests, { signal }), ...LIST_OPTIONS });
}

export function useAdminReportsQuery(query: AdminReportsQueryDto) {
  return useQuery({ queryKey: adminQueryKeys.reports(query), queryFn: ({ signal }) => apiClient.call(API.admin.reports, { query, signal }), ...LIST_OPTIONS });
}

export function useAdminInboxQuery(query: AdminInboxQueryDto) {
  return useQuery({ queryKey: adminQueryKeys.inbox(query), queryFn: ({ signal }) => apiClient.call(API.admin.inbox, { query, signal }), ...LIST_OPTIONS });
}

export function useAdminIncidentsQuery() {
  return useQuery({ queryKey: adminQueryKeys.incidents, queryFn: ({ signal }) => apiClient.call(API.admin.incidents, { signal }), ...LIST_OPTIONS });
}

export function useAuditQuery(query: AuditQueryDto) {
  return useQuery({ queryKey: adminQueryKeys.audit(query), queryFn: ({ signal }) => apiClient.call(API.admin.audit, { query, signal }), ...LIST_OPTIONS });
}

export function useVerificationsQuery(status: VerificationStatus) {
  return useQuery({
    queryKey: adminQueryKeys.verifications(status),
    queryFn: ({ signal }) => apiClient.call(API.adminVerifications.list, { query: { status }, signal }),
    ...LIST_OPTIONS,
  });
}

/** Claims of listings (issue 32 §2): the pending ones first come, first served. */
export function useClaimsQuery(status: ClaimStatus) {
  return useQuery({
    queryKey: adminQueryKeys.claims(status),
    queryFn: ({ signal }) => apiClient.call(API.adminClaims.list, { query: { status }, signal }),
    ...LIST_OPTIONS,
  });
}

export function useScoreRunQuery() {
  return useQuery({ queryKey: adminQueryKeys.scoreRun, queryFn: ({ signal }) => apiClient.call(API.adminScores.run, { signal }), ...LIST_OPTIONS });
}

export function useScoreFlagsQuery() {
  return useQuery({ queryKey: adminQueryKeys.scoreFlags, queryFn: ({ signal }) => apiClient.call(API.adminScores.flags, { signal }), ...LIST_OPTIONS });
}

export function useStaleScoresQuery() {
  return useQuery({ queryKey: adminQueryKeys.staleScores, queryFn: ({ signal }) => apiClient.call(API.adminScores.stale, { signal }), ...LIST_OPTIONS });
}

/**
 * An admin action (approve, reject, suspend…): on success the toast `done` and every console read refreshed
 * (lists and stats, spec "the list refreshes afterwards"); on failure the toast 'Action échouée' with
 * the server's message.
 */
/** How long after an action the read model's numbers are asked again. */
const READ_MODEL_CATCH_UP_MS = 1500;

export function useAdminAction<I, O>(action: (input: I) => Promise<O>, done: string) {
  const t = useT(adminMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: async () => {
      showToast(done, 'success');
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
      // The stat cards and charts come from the admin service's read model, which follows the action's
      // event within about a second (docs/admin.md): asked again once it has, so the cards show it.
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: adminQueryKeys.stats });
        void queryClient.invalidateQueries({ queryKey: ['admin', 'analytics'] });
      }, READ_MODEL_CATCH_UP_MS);
    },
    onError: (error) => showToast(userFacingError(error, t('unreachable')), 'error', { title: t('actionFailed') }),
  });
}
