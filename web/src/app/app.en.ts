import type { Translation } from '../i18n/message-catalog';
import type { appFr } from './app.fr';

export const appEn = {
  'app.name': 'Lieux',
  'app.loading': 'Loading…',
  'app.genericError': 'Something went wrong',
  'app.toastRegion': 'Notifications (press F8 to reach them)',
  'app.closeToast': 'Close the notification',
} satisfies Translation<typeof appFr>;
