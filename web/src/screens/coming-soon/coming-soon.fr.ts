import { defineMessages } from '../../i18n/message-catalog';

/**
 * The screen that stands in for a screen not built yet.
 * French, the reference: `coming-soon.en.ts` and `coming-soon.ar.ts` have exactly these keys.
 */
export const comingSoonFr = {
  'badge': 'En préparation',
  'body': 'Cet écran arrive bientôt.',
  'detail': "Nous y travaillons. En attendant, vous pouvez rechercher un lieu depuis l'accueil.",
  'backHome': "Retour à l'accueil",
};

export const comingSoonMessages = defineMessages(comingSoonFr, {
  en: () => import('./coming-soon.en').then((module) => module.comingSoonEn),
  ar: () => import('./coming-soon.ar').then((module) => module.comingSoonAr),
});
