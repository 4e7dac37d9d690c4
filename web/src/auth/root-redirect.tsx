import { Navigate } from 'react-router-dom';
import { PageFallback } from '../layout/page-fallback';
import { useAuthStatus } from './use-auth-status';

/** The root `/` (spec route table): waits for the auth check, then /explorer or /landing, replacing history. */
export function RootRedirect() {
  const { isAuthenticated, isLoading } = useAuthStatus();
  if (isLoading) return <PageFallback />;
  return <Navigate to={isAuthenticated ? '/explorer' : '/landing'} replace />;
}
