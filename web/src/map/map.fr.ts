import { defineMessages } from '../i18n/message-catalog';

/** The maps' texts. French, the reference: `map.en.ts` and `map.ar.ts` have exactly these keys. */
export const mapFr = {
  'resultsLabel': 'Carte des résultats',
  'venueLabel': 'Carte : emplacement de {name}',
  'openVenue': 'Voir la fiche',
  'noCoordinates': 'Aucun de ces lieux n’a de coordonnées à placer sur la carte.',
  'someWithoutCoordinates#one': '{count} lieu sans coordonnées ne figure pas sur la carte.',
  'someWithoutCoordinates#other': '{count} lieux sans coordonnées ne figurent pas sur la carte.',
  'cluster#one': '{count} lieu ici : zoomer',
  'cluster#other': '{count} lieux ici : zoomer',
  'searchArea': 'Rechercher dans cette zone',
  'loadingArea': 'Chargement des lieux de la zone…',
  'areaCount#one': '{count} lieu dans la zone',
  'areaCount#other': '{count} lieux dans la zone',
};

export const mapMessages = defineMessages(mapFr, {
  en: () => import('./map.en').then((module) => module.mapEn),
  ar: () => import('./map.ar').then((module) => module.mapAr),
});
