import { defineMessages } from '../../i18n/message-catalog';

/** The search results page (/recherche). French, the reference: `search.en.ts` and `search.ar.ts` have exactly these keys. */
export const searchFr = {
  'screenTitle': 'Recherche',
  'title': 'Rechercher un lieu',
  'queryLabel': 'Quoi ?',
  'queryPlaceholder': 'Restaurant, café, rooftop…',
  'cityLabel': 'Où ?',
  'cityPlaceholder': 'Ville',
  'submit': 'Rechercher',
  'prompt': 'Tapez ce que vous cherchez ou une ville, ou choisissez un filtre.',
  'searching': 'Recherche en cours…',
  'count.none': 'Aucun résultat',
  'count#one': '{count} résultat',
  'count#other': '{count} résultats',
  'countMore#one': 'Plus de {count} résultat',
  'countMore#other': 'Plus de {count} résultats',
  'countFor': '{count} pour « {query} »',
  'view.label': 'Affichage',
  'view.list': 'Liste',
  'view.map': 'Carte',
  'filters': 'Filtres',
  'filtersCount': 'Filtres ({count})',
  'filter.nearMe': 'Près de moi',
  'quickFilters': 'Filtres rapides',
  'filter.reset': 'Effacer les filtres',
  'geo.unsupportedTitle': 'Géolocalisation non supportée',
  'geo.unsupported': 'Votre navigateur ne supporte pas la géolocalisation.',
  'geo.errorTitle': 'Erreur de géolocalisation',
  'geo.error': 'Impossible d\'obtenir votre position actuelle.',
  'geo.success': 'Position obtenue',
  'errorTitle': 'La recherche a échoué',
};

export type SearchMessageKey = keyof typeof searchFr;

export const searchMessages = defineMessages(searchFr, {
  en: () => import('./search.en').then((module) => module.searchEn),
  ar: () => import('./search.ar').then((module) => module.searchAr),
});
