import type { Translation } from '../../i18n/message-catalog';
import type { routeErrorFr } from './route-error.fr';

export const routeErrorAr = {
  'reload': 'إعادة تحميل الصفحة',
  'reloadHint': 'أعيدوا تحميل الصفحة للمحاولة مجددًا. إذا استمرت المشكلة، عودوا بعد بضع دقائق.',
} satisfies Translation<typeof routeErrorFr>;
