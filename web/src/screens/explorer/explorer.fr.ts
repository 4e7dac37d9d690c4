import { defineMessages } from '../../i18n/message-catalog';

/** The explorer (/explorer). French, the reference: `explorer.en.ts` and `explorer.ar.ts` have exactly these keys. */
export const explorerFr = {
  'screenTitle': 'Explorer',
  'title': 'Explorer les lieux',
  'searchLabel': 'Rechercher un lieu',
  'searchPlaceholder': 'Nom, ville, catégorie…',
  'clear': 'Effacer',
  'view.label': 'Affichage',
  'view.feed': 'Fil',
  'view.grid': 'Grille',
  'filters': 'Filtres',
  'filtersLabel': 'Catégories',
  'all': 'Tout voir',
  'popular': 'Lieux populaires',
  'resultsFor': 'Résultats pour "{query}"',
  'count#one': '{count} résultat trouvé',
  'count#other': '{count} résultats trouvés',
  'countMore#one': 'Plus de {count} résultat trouvé',
  'countMore#other': 'Plus de {count} résultats trouvés',
  'loading': 'Chargement des lieux…',
  'empty.title': 'Aucun résultat trouvé',
  'empty.action': 'Voir tous les lieux',
  'errorTitle': 'Impossible de charger les lieux',
};

export type ExplorerMessageKey = keyof typeof explorerFr;

export const explorerMessages = defineMessages(explorerFr, {
  en: () => import('./explorer.en').then((module) => module.explorerEn),
  ar: () => import('./explorer.ar').then((module) => module.explorerAr),
});
