import type { Translation } from '../../i18n/message-catalog';
import type { notFoundFr } from './not-found.fr';

export const notFoundEn = {
  'title': 'Page not found',
  'body': "The page you are looking for doesn't exist or has been moved.",
  'home': 'Back to home',
  'back': 'Back',
} satisfies Translation<typeof notFoundFr>;
