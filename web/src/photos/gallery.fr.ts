import { defineMessages } from '../i18n/message-catalog';

/** The venue page's gallery and its full-screen viewer. `gallery.en.ts` and `gallery.ar.ts` have exactly these keys. */
export const galleryFr = {
  'alt': 'Photo {position} sur {count} de {name}',
  'open': 'Agrandir la photo {position} sur {count}',
  'viewerLabel': 'Photos de {name}',
  'counter': '{position} / {count}',
  'previous': 'Photo précédente',
  'next': 'Photo suivante',
  'close': 'Fermer',
  'showAll#one': 'Voir la photo',
  'showAll#other': 'Voir les {count} photos',
  'swipeHint#one': '{count} photo',
  'swipeHint#other': '{count} photos',
};

export const galleryMessages = defineMessages(galleryFr, {
  en: () => import('./gallery.en').then((module) => module.galleryEn),
  ar: () => import('./gallery.ar').then((module) => module.galleryAr),
});
