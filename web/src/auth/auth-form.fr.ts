import { VALIDATION_MESSAGES } from '@lieux/contracts';
import { defineMessages } from '../i18n/message-catalog';

/**
 * What the login and sign-up screens share: the card, the e-mail and password fields, the external
 * sign-in. French, the reference: `auth-form.en.ts` and `auth-form.ar.ts` have exactly these keys.
 */
export const authFormFr = {
  'email': 'Email',
  'emailPlaceholder': 'vous@exemple.ma',
  'password': 'Mot de passe',
  'showPassword': 'Afficher le mot de passe',
  'hidePassword': 'Masquer le mot de passe',
  'or': 'ou',
  'external': 'Continuer avec un compte externe',
  'externalError.unavailable': "La connexion avec un compte externe n'est pas disponible. Connectez-vous avec votre email et votre mot de passe.",
  'externalError.denied': "La connexion avec votre compte externe a été annulée ou refusée. Réessayez, ou connectez-vous avec votre email et votre mot de passe.",
  'externalError.failed': "La connexion avec votre compte externe n'a pas pu aboutir (lien expiré ou déjà utilisé, ou fournisseur indisponible). Réessayez.",
  'externalError.emailUnverified': "Votre fournisseur d'identité n'a pas vérifié votre adresse email : nous ne pouvons pas l'utiliser pour vous connecter. Connectez-vous avec votre email et votre mot de passe.",
  'errorTitle': 'Échec',
  // The server's own messages (spec section 5), checked before sending.
  'rule.invalidEmail': VALIDATION_MESSAGES.invalidEmail,
  'rule.passwordMin': VALIDATION_MESSAGES.passwordMin,
  'rule.passwordRequired': VALIDATION_MESSAGES.passwordRequired,
  'rule.firstNameMin': VALIDATION_MESSAGES.firstNameMin,
  'rule.lastNameMin': VALIDATION_MESSAGES.lastNameMin,
};

export const authFormMessages = defineMessages(authFormFr, {
  en: () => import('./auth-form.en').then((module) => module.authFormEn),
  ar: () => import('./auth-form.ar').then((module) => module.authFormAr),
});
