import { defineMessages } from '../../i18n/message-catalog';

/**
 * The not-found screen. Its French texts are quoted by the spec.
 * French, the reference: `not-found.en.ts` and `not-found.ar.ts` have exactly these keys.
 */
export const notFoundFr = {
  'title': 'Page introuvable',
  'body': "La page que vous recherchez n'existe pas ou a été déplacée.",
  'home': "Retour à l'accueil",
  'back': 'Retour',
};

export const notFoundMessages = defineMessages(notFoundFr, {
  en: () => import('./not-found.en').then((module) => module.notFoundEn),
  ar: () => import('./not-found.ar').then((module) => module.notFoundAr),
});
