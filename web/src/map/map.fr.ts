import { defineMessages } from '../i18n/message-catalog';

/** The maps' texts. French, the reference: `map.en.ts` and `map.ar.ts` have exactly these keys. */
export const mapFr = {
  'resultsLabel': 'Carte des résultats',
  'venueLabel': 'Carte : emplacement de {name}',
  'openVenue': 'Voir la fiche',
  'noCoordinates': 'Aucun de ces lieux n’a de coordonnées à placer sur la carte.',
  'someWithoutCoordinates': '{count} lieux sans coordonnées ne figurent pas sur la carte.',
  'cluster': '{count} lieux ici : zoomer',
  'searchArea': 'Rechercher dans cette zone',
  'loadingArea': 'Chargement des lieux de la zone…',
  'areaCount': '{count} lieux dans la zone',
};

export const mapMessages = defineMessages(mapFr, {
  en: () => import('./map.en').then((module) => module.mapEn),
  ar: () => import('./map.ar').then((module) => module.mapAr),
});
