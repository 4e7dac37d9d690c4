import type { Translation } from '../i18n/message-catalog';
import type { routeTitlesFr } from './route-table.fr';

export const routeTitlesAr = {
  'admin': 'الإدارة',
} satisfies Translation<typeof routeTitlesFr>;
