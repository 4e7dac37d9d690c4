import { defineMessages } from '../../i18n/message-catalog';

/**
 * The forgotten-password screen (linked from the login screen; the spec does not show it).
 * French, the reference: `forgot-password.en.ts` and `forgot-password.ar.ts` have exactly these keys.
 */
export const forgotPasswordFr = {
  'title': 'Mot de passe oublié',
  'intro': 'Indiquez l’email de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.',
  'email': 'Email',
  'emailInvalid': 'Email invalide',
  'submit': 'Envoyer le lien',
  'sent': 'Si un compte existe avec cet email, vous allez recevoir un lien pour réinitialiser votre mot de passe. Il est valable une heure.',
  'rateLimited': 'Trop de tentatives, réessayez dans quelques minutes.',
  'backToLogin': 'Retour à la connexion',
};

export const forgotPasswordMessages = defineMessages(forgotPasswordFr, {
  en: () => import('./forgot-password.en').then((module) => module.forgotPasswordEn),
  ar: () => import('./forgot-password.ar').then((module) => module.forgotPasswordAr),
});
