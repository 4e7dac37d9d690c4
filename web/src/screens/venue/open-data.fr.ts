import { OSM_CREDIT_FR } from '@lieux/contracts';
import { defineMessages } from '../../i18n/message-catalog';

/**
 * The credit of a venue imported from OpenStreetMap (issue 32, docs/osm-import.md "Credit"), below
 * the venue page's fold: its own catalogue, loaded with it, outside the first visit's budget.
 * French, the reference: `open-data.en.ts` and `open-data.ar.ts` have exactly these keys.
 */
export const openDataFr = {
  'openDataTitle': 'Source des informations',
  'openDataImported': 'Informations importées d’OpenStreetMap :',
  'openDataCredit': OSM_CREDIT_FR,
  'openDataLicence': 'licence ODbL',
  'openDataLink': 'Voir ou corriger sur OpenStreetMap',
  'opensInNewTab': '(nouvel onglet)',
};

export const openDataMessages = defineMessages(openDataFr, {
  en: () => import('./open-data.en').then((module) => module.openDataEn),
  ar: () => import('./open-data.ar').then((module) => module.openDataAr),
});
