import { defineMessages } from '../../i18n/message-catalog';

/**
 * The screen shown when a screen fails; its title is `app.genericError`.
 * French, the reference: `route-error.en.ts` and `route-error.ar.ts` have exactly these keys.
 */
export const routeErrorFr = {
  'reload': 'Recharger la page',
  'reloadHint': 'Rechargez la page pour réessayer. Si le problème persiste, revenez dans quelques minutes.',
};

export const routeErrorMessages = defineMessages(routeErrorFr, {
  en: () => import('./route-error.en').then((module) => module.routeErrorEn),
  ar: () => import('./route-error.ar').then((module) => module.routeErrorAr),
});
