import type { Translation } from '../../i18n/message-catalog';
import type { legalFr } from './legal.fr';

export const legalEn = {
  'updated': 'Last updated: {date}',
  'toc': 'On this page',
  'notGiven': 'not given (demonstration instance)',
  'loading': 'Loading…',
} satisfies Translation<typeof legalFr>;
