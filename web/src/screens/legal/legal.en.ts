import type { Translation } from '../../i18n/message-catalog';
import type { legalFr } from './legal.fr';

export const legalEn = {
  'updated': 'Last updated: {date}',
  'toc': 'On this page',
} satisfies Translation<typeof legalFr>;
