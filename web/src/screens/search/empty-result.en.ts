import type { Translation } from '../../i18n/message-catalog';
import type { emptyResultFr } from './empty-result.fr';

export const emptyResultEn = {
  'empty.title': 'No places found',
  'empty.body': 'Widen the radius or change your filters to see more results',
  'empty.filters': 'No place meets all of these criteria. Remove a filter to see more results.',
  'empty.words': 'Nothing matches “{query}”. Check the spelling or try another word: a name, a city, a category.',
  'empty.widen': 'Widen to {km} km',
  'empty.home': 'Back to home',
} satisfies Translation<typeof emptyResultFr>;
