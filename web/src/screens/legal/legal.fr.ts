import { defineMessages } from '../../i18n/message-catalog';

/** What every legal page shares. French, the reference: `legal.en.ts` and `legal.ar.ts` have exactly these keys. */
export const legalFr = {
  'updated': 'Dernière mise à jour : {date}',
  'toc': 'Sur cette page',
  'notGiven': 'non communiqué (instance de démonstration)',
  'loading': 'Chargement…',
};

export const legalMessages = defineMessages(legalFr, {
  en: () => import('./legal.en').then((module) => module.legalEn),
  ar: () => import('./legal.ar').then((module) => module.legalAr),
});
