import type { Translation } from '../../i18n/message-catalog';
import type { reportActionFr } from './report-action.fr';

export const reportActionEn = {
  'action': 'Report this place',
  'signInToReport': 'Sign in to report this place',
} satisfies Translation<typeof reportActionFr>;
