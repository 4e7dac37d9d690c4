import { useAuthStatus } from '../../auth/use-auth-status';
import { AdminConsole } from './admin-console';
import { AdminForbidden } from './admin-forbidden';

/**
 * /admin and /admin/<tab>. The route table shows the login screen to a visitor; here a signed-in
 * user who is not an admin gets the 403 page, and the console (the only part that calls the admin
 * API) is not even rendered for them. The server refuses them anyway (403).
 */
export function AdminPage() {
  const { user } = useAuthStatus();
  return user?.role === 'admin' ? <AdminConsole /> : <AdminForbidden />;
}
