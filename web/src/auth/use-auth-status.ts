export interface AuthStatus {
  isAuthenticated: boolean;
  isLoading: boolean;
}

const SIGNED_OUT: AuthStatus = { isAuthenticated: false, isLoading: false };

/**
 * The visitor's sign-in state. There is no sign-in API yet, so nobody is signed in: the layout
 * shows the signed-out links and protected routes show the login screen. The auth issue replaces
 * this body with the GET /api/auth/status query; callers keep this signature.
 */
export function useAuthStatus(): AuthStatus {
  return SIGNED_OUT;
}
