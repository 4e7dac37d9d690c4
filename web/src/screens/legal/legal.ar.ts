import type { Translation } from '../../i18n/message-catalog';
import type { legalFr } from './legal.fr';

export const legalAr = {
  'updated': 'آخر تحديث: {date}',
  'toc': 'في هذه الصفحة',
  'notGiven': 'غير مُدرَج (نسخة تجريبية)',
  'loading': 'جارٍ التحميل…',
} satisfies Translation<typeof legalFr>;
