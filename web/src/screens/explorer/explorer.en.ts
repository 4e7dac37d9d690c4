import type { Translation } from '../../i18n/message-catalog';
import type { explorerFr } from './explorer.fr';

export const explorerEn = {
  'screenTitle': 'Explore',
  'title': 'Explore places',
  'searchLabel': 'Search for a place',
  'searchPlaceholder': 'Name, city, category…',
  'clear': 'Clear',
  'view.label': 'View',
  'view.feed': 'Feed',
  'view.grid': 'Grid',
  'filters': 'Filters',
  'filtersLabel': 'Categories',
  'all': 'See all',
  'popular': 'Popular places',
  'resultsFor': 'Results for "{query}"',
  'count#one': '{count} result found',
  'count#other': '{count} results found',
  'countMore#one': 'More than {count} result found',
  'countMore#other': 'More than {count} results found',
  'loading': 'Loading places…',
  'empty.title': 'No results found',
  'empty.action': 'See all places',
  'errorTitle': 'Could not load the places',
} satisfies Translation<typeof explorerFr>;
