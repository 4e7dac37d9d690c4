import { defineMessages } from '../i18n/message-catalog';

/**
 * "Get there" (issue 27): directions, call, WhatsApp, website and share, on the venue page and the
 * cards. French, the reference: `get-there.en.ts` and `get-there.ar.ts` have exactly these keys.
 */
export const getThereFr = {
  'group': 'Itinéraire et contact',
  'directions': 'Itinéraire',
  'directionsApps': 'Choisir l’application d’itinéraire',
  'maps.google': 'Google Maps',
  'maps.waze': 'Waze',
  'maps.apple': 'Plans (Apple)',
  'call': 'Appeler',
  'whatsapp': 'WhatsApp',
  'website': 'Site web',
  'share': 'Partager',
  'opensInNewTab': '(nouvel onglet)',
  'linkCopied': 'Lien copié',
  'copyFailed': 'Impossible de copier le lien. Le voici : {url}',
  'compact.group': 'Itinéraire et contact de {name}',
  'compact.directions': 'Itinéraire vers {name}',
  'compact.call': 'Appeler {name}',
  'compact.whatsapp': 'Écrire à {name} sur WhatsApp',
  'compact.website': 'Site web de {name}',
  'compact.share': 'Partager {name}',
};

export type GetThereMessageKey = keyof typeof getThereFr;

export const getThereMessages = defineMessages(getThereFr, {
  en: () => import('./get-there.en').then((module) => module.getThereEn),
  ar: () => import('./get-there.ar').then((module) => module.getThereAr),
});
