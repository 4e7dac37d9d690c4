import { notifications, notificationsStore } from '@mantine/notifications';
import { toastCloseLabel } from './toast-settings';

export type ToastTone = 'success' | 'error' | 'info';

const TONE_COLOR: Record<ToastTone, string> = { success: 'teal', error: 'red', info: 'zellige' };

export interface ToastOptions {
  title?: string;
  /**
   * What the toast is about (`vote:<venue id>`): a new toast on the same subject takes the place
   * of the one showing or waiting, so 'Votre vote a été retiré' replaces 'Merci pour votre vote !'
   * rather than waiting behind it (issue 28).
   */
  subject?: string;
}

let sequence = 0;

/** The one way screens raise a toast (e.g. 'Connexion réussie !'); the region decides timing (one at a time). */
export function showToast(message: string, tone: ToastTone = 'info', { title, subject = '' }: ToastOptions = {}): void {
  // The earlier toast on the subject, shown or waiting, goes; the new one gets a fresh id, so its 5 s count afresh.
  if (subject) notifications.updateState(notificationsStore, (toasts) => toasts.filter((toast) => !toast.id?.startsWith(`${subject}#`)));
  sequence += 1;
  notifications.show({ id: `${subject}#${sequence}`, message, title, color: TONE_COLOR[tone], closeButtonProps: { 'aria-label': toastCloseLabel() } });
}
