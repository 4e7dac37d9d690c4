import { defineMessages } from '../i18n/message-catalog';

/**
 * The few texts any screen or part may need, always loaded: `useT(anyCatalog)` reaches them too,
 * which is why their keys start with `app.` and no other catalog's do.
 * French, the reference: `app.en.ts` and `app.ar.ts` have exactly these keys.
 */
export const appFr = {
  'app.name': 'Lieux',
  'app.loading': 'Chargement…',
  'app.genericError': 'Une erreur est survenue',
  'app.toastRegion': 'Notifications (F8 pour y accéder)',
  'app.closeToast': 'Fermer la notification',
};

export type AppMessageKey = keyof typeof appFr;

export const appMessages = defineMessages(appFr, {
  en: () => import('./app.en').then((module) => module.appEn),
  ar: () => import('./app.ar').then((module) => module.appAr),
});
