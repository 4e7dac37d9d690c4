import type { Translation } from '../../i18n/message-catalog';
import type { routeErrorFr } from './route-error.fr';

export const routeErrorEn = {
  'reload': 'Reload the page',
  'reloadHint': 'Reload the page to try again. If the problem persists, come back in a few minutes.',
} satisfies Translation<typeof routeErrorFr>;
