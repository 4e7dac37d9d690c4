import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, TOAST_POSITION } from './toast-settings';

/** Mantine's toast renderer with the spec's settings. */
export function NotificationsOutlet() {
  return (
    <Notifications withinPortal={false} position={TOAST_POSITION} limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} />
  );
}
