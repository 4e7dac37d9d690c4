import { defineMessages } from '../../i18n/message-catalog';

/** The venue page's « Signaler ce lieu » action (the dialog's texts load with it: report.fr.ts). French, the reference. */
export const reportActionFr = {
  'action': 'Signaler ce lieu',
  'signInToReport': 'Connectez-vous pour signaler ce lieu',
};

export const reportActionMessages = defineMessages(reportActionFr, {
  en: () => import('./report-action.en').then((module) => module.reportActionEn),
  ar: () => import('./report-action.ar').then((module) => module.reportActionAr),
});
