import type { Translation } from '../../i18n/message-catalog';
import type { notFoundFr } from './not-found.fr';

export const notFoundAr = {
  'title': 'الصفحة غير موجودة',
  'body': 'الصفحة التي تبحثون عنها غير موجودة أو تم نقلها.',
  'home': 'العودة إلى الرئيسية',
  'back': 'رجوع',
} satisfies Translation<typeof notFoundFr>;
