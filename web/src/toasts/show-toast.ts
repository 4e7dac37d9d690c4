import { notifications } from '@mantine/notifications';
import { toastCloseLabel } from './toast-settings';

export type ToastTone = 'success' | 'error' | 'info';

const TONE_COLOR: Record<ToastTone, string> = { success: 'teal', error: 'red', info: 'zellige' };

/** The one way screens raise a toast (e.g. 'Connexion réussie !'); the region decides timing. */
export function showToast(message: string, tone: ToastTone = 'info', title?: string): void {
  notifications.show({ message, title, color: TONE_COLOR[tone], closeButtonProps: { 'aria-label': toastCloseLabel() } });
}
