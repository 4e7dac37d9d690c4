import { defineMessages } from '../../i18n/message-catalog';

/**
 * The contact screen and the GDPR request form (/rgpd#contact-form), which share the form.
 * French, the reference: `contact.en.ts` and `contact.ar.ts` have exactly these keys.
 */
export const contactFr = {
  'screenTitle': 'Contact',
  'lead': 'Une question, un souci avec votre compte ou votre établissement, une idée ? Écrivez-nous : nous répondons sous 24 h.',
  'form.title': 'Envoyer un message',
  'firstName': 'Prénom',
  'lastName': 'Nom',
  'email': 'Email',
  'subject': 'Sujet',
  'subjectPlaceholder': 'Choisissez un sujet',
  'subject.support': 'Support technique',
  'subject.merchant': 'Espace commerçant',
  'subject.account': 'Mon compte',
  'subject.feature': 'Suggestion de fonctionnalité',
  'subject.bug': 'Signaler un bug',
  'subject.partnership': 'Partenariat',
  'subject.press': 'Presse',
  'subject.other': 'Autre',
  'requestType': 'Type de demande',
  'requestType.access': 'Accès à mes données',
  'requestType.rectification': 'Rectification',
  'requestType.erasure': 'Effacement',
  'requestType.limitation': 'Limitation du traitement',
  'requestType.opposition': 'Opposition',
  'requestType.portability': 'Portabilité',
  'message': 'Message',
  'messageHint': 'Au moins 10 caractères.',
  'honeypot': 'Laissez ce champ vide',
  'submit': 'Envoyer',
  'submitting': 'Envoi…',
  'sent': 'Merci ! Votre message a bien été envoyé. Nous vous répondrons sous 24 h.',
  'gdprSent': 'Votre demande a bien été enregistrée. Nous en accusons réception sous 48 h et la traitons sous 30 jours.',
  'failed': 'Le message n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.',
  'rule.firstNameMin': 'Le prénom doit contenir au moins 2 caractères',
  'rule.lastNameMin': 'Le nom doit contenir au moins 2 caractères',
  'rule.invalidEmail': 'Email invalide',
  'rule.subject': 'Choisissez un sujet',
  'rule.messageMin': 'Le message doit contenir au moins 10 caractères',
  'rule.messageMax': 'Le message doit contenir au plus 5000 caractères',
  'rule.requestType': 'Choisissez le type de demande',
  'aside.title': 'Avant d’écrire',
  'aside.faq': 'Les réponses aux questions fréquentes',
  'aside.status': 'L’état des services en direct',
  'aside.email': 'Ou par e-mail : {email}',
};

export type ContactMessageKey = keyof typeof contactFr;

export const contactMessages = defineMessages(contactFr, {
  en: () => import('./contact.en').then((module) => module.contactEn),
  ar: () => import('./contact.ar').then((module) => module.contactAr),
});
