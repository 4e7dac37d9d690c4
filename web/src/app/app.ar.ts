import type { Translation } from '../i18n/message-catalog';
import type { appFr } from './app.fr';

export const appAr = {
  'app.name': 'Lieux',
  'app.loading': 'جارٍ التحميل…',
  'app.genericError': 'حدث خطأ ما',
  'app.toastRegion': 'الإشعارات (اضغطوا F8 للوصول إليها)',
  'app.closeToast': 'إغلاق الإشعار',
} satisfies Translation<typeof appFr>;
