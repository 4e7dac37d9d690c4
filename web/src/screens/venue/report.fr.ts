import { defineMessages } from '../../i18n/message-catalog';

/** The venue page's report dialog (its own chunk, with these texts). French, the reference: `report.en.ts` and `report.ar.ts` have exactly these keys. */
export const reportFr = {
  'title': 'Signaler « {name} »',
  'intro': 'Dites-nous ce qui ne va pas : notre équipe examine chaque signalement.',
  'reasonLabel': 'Motif',
  'reason.closed': 'Le lieu a fermé',
  'reason.wrong_info': 'Informations incorrectes',
  'reason.inappropriate': 'Contenu inapproprié',
  'reason.fraud': 'Fraude ou usurpation',
  'reason.spam': 'Spam ou publicité',
  'reason.other': 'Autre',
  'textLabel': 'Précisions',
  'textOptional': 'Facultatif, {max} caractères au plus.',
  'textRequired': 'Obligatoire pour « Autre » : au moins {min} caractères.',
  'chooseReason': 'Choisissez le motif du signalement.',
  'textTooShort': 'Décrivez le problème en au moins {min} caractères.',
  'cancel': 'Annuler',
  'submit': 'Envoyer le signalement',
  'sent': 'Merci : votre signalement a été envoyé à notre équipe.',
  'failed': 'Le signalement n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.',
};

export const reportMessages = defineMessages(reportFr, {
  en: () => import('./report.en').then((module) => module.reportEn),
  ar: () => import('./report.ar').then((module) => module.reportAr),
});
