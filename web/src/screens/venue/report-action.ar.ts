import type { Translation } from '../../i18n/message-catalog';
import type { reportActionFr } from './report-action.fr';

export const reportActionAr = {
  'action': 'الإبلاغ عن هذا المكان',
  'signInToReport': 'سجّل الدخول للإبلاغ عن هذا المكان',
} satisfies Translation<typeof reportActionFr>;
