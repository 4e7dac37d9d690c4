import type { ReactNode } from 'react';
import { useAuthStatus } from './use-auth-status';

interface RequireSignInProps {
  /** The login screen, shown in place of the protected screen to a visitor (route table). */
  loginScreen: ReactNode;
  children: ReactNode;
}

export function RequireSignIn({ loginScreen, children }: RequireSignInProps) {
  const { isAuthenticated, isLoading } = useAuthStatus();
  if (isLoading) return null;
  return isAuthenticated ? children : loginScreen;
}
