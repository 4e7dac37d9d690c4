import { defineMessages } from '../../i18n/message-catalog';

/** The search's filters panel (search-filters-panel.tsx), fetched with it when it first opens. French, the reference: `filters-panel.en.ts` and `filters-panel.ar.ts` have exactly these keys. */
export const filtersPanelFr = {
  'filtersTitle': 'Filtres',
  'filter.category': 'Catégorie',
  'filter.allCategories': 'Toutes les catégories',
  'filter.minScore': 'Score minimum',
  'filter.anyScore': 'Tous les scores',
  'filter.minScoreValue': '{score} et plus',
  'filter.sort': 'Trier par',
  'sort.score': 'Meilleur score',
  'sort.distance': 'Distance',
  'sort.recent': 'Plus récents',
  'filter.nearMeOn': 'Autour de votre position',
  'filter.radius': 'Rayon',
  'filter.radiusValue': '{km} km',
  'filter.stopNearMe': 'Ne plus chercher près de moi',
};

export const filtersPanelMessages = defineMessages(filtersPanelFr, {
  en: () => import('./filters-panel.en').then((module) => module.filtersPanelEn),
  ar: () => import('./filters-panel.ar').then((module) => module.filtersPanelAr),
});
