import { defineMessages } from '../../i18n/message-catalog';

/** "Aucun lieu trouvé" and its ways out (search-empty-result.tsx), fetched with it when a search finds nothing. French, the reference: `empty-result.en.ts` and `empty-result.ar.ts` have exactly these keys. */
export const emptyResultFr = {
  'empty.title': 'Aucun lieu trouvé',
  'empty.body': 'Élargissez le rayon ou changez vos filtres pour voir plus de résultats',
  'empty.filters': 'Aucun lieu ne répond à tous ces critères. Retirez un filtre pour voir plus de résultats.',
  'empty.words': 'Aucun lieu ne correspond à « {query} ». Vérifiez l’orthographe ou essayez un autre mot : un nom, une ville, une catégorie.',
  'empty.widen': 'Élargir à {km} km',
  'empty.home': 'Retour à l\'accueil',
};

export const emptyResultMessages = defineMessages(emptyResultFr, {
  en: () => import('./empty-result.en').then((module) => module.emptyResultEn),
  ar: () => import('./empty-result.ar').then((module) => module.emptyResultAr),
});
