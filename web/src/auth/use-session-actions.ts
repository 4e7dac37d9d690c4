import { useQueryClient } from '@tanstack/react-query';
import { API, type UserRole } from '@lieux/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from '../api/api-client';
import { showToast } from '../toasts/show-toast';
import { destinationAfterSignIn, SIGN_IN_REDIRECT_DELAY_MS } from './account-rules';
import { authStatusQueryKey } from './use-auth-status';

/** What a link to /login or /signup carries: the page to come back to. */
export interface ReturnState {
  from?: string;
}

/**
 * The page to come back to after signing in: the protected route itself when its login screen is
 * shown in place, else what the link to /login or /signup carried.
 */
export function useReturnPath(): string | undefined {
  const location = useLocation();
  if (location.pathname !== '/login' && location.pathname !== '/signup') return location.pathname + location.search;
  return (location.state as ReturnState | null)?.from;
}

/**
 * After a successful sign-in or sign-up: the toast, the auth status fetched again, then after about
 * 200 ms (spec section 9) /admin for an admin, else back where the person came from, else
 * `firstStop` (a new merchant's onboarding), else `/`.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const from = useReturnPath();
  return useCallback(
    async (toast: string, role: UserRole | undefined, firstStop?: string) => {
      showToast(toast, 'success');
      await queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
      const destination = destinationAfterSignIn(role, from ?? firstStop);
      window.setTimeout(() => void navigate(destination, { replace: true }), SIGN_IN_REDIRECT_DELAY_MS);
    },
    [queryClient, navigate, from],
  );
}

/** The avatar menu's logout: POST /api/auth/logout, the status fetched again, then home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiClient.call(API.auth.logout);
    } finally {
      await queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
      void navigate('/');
    }
  }, [queryClient, navigate]);
}
