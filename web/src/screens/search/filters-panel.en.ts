import type { Translation } from '../../i18n/message-catalog';
import type { filtersPanelFr } from './filters-panel.fr';

export const filtersPanelEn = {
  'filtersTitle': 'Filters',
  'filter.category': 'Category',
  'filter.allCategories': 'All categories',
  'filter.minScore': 'Minimum score',
  'filter.anyScore': 'Any score',
  'filter.minScoreValue': '{score} and above',
  'filter.sort': 'Sort by',
  'sort.score': 'Best score',
  'sort.distance': 'Distance',
  'sort.recent': 'Newest',
  'filter.nearMeOn': 'Around your position',
  'filter.radius': 'Radius',
  'filter.radiusValue': '{km} km',
  'filter.stopNearMe': 'Stop searching near me',
} satisfies Translation<typeof filtersPanelFr>;
