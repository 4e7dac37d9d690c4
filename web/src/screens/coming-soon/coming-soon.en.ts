import type { Translation } from '../../i18n/message-catalog';
import type { comingSoonFr } from './coming-soon.fr';

export const comingSoonEn = {
  'badge': 'In progress',
  'body': 'This screen is coming soon.',
  'detail': "We're working on it. Meanwhile, you can search for a venue from the home page.",
  'backHome': 'Back to home',
} satisfies Translation<typeof comingSoonFr>;
