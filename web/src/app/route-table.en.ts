import type { Translation } from '../i18n/message-catalog';
import type { routeTitlesFr } from './route-table.fr';

export const routeTitlesEn = {
  'admin': 'Administration',
} satisfies Translation<typeof routeTitlesFr>;
