import type { Translation } from '../../i18n/message-catalog';
import type { explorerFr } from './explorer.fr';

export const explorerEn = {
  'screenTitle': 'Explore',
  'title': 'Explore places',
  'searchLabel': 'Filter by name or city',
  'searchPlaceholder': 'Name or city…',
  'clear': 'Clear',
  'view.label': 'View',
  'view.feed': 'Feed',
  'view.grid': 'Grid',
  'filters': 'Filters',
  'filtersLabel': 'Categories',
  'all': 'See all',
  'popular': 'Popular places',
  'resultsFor': 'Results for "{query}"',
  'count': '{count} results found',
  'countOne': '1 result found',
  'loading': 'Loading places…',
  'empty.title': 'No results found',
  'empty.action': 'See all places',
  'errorTitle': 'Could not load the places',
} satisfies Translation<typeof explorerFr>;
