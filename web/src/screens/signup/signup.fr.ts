import { defineMessages } from '../../i18n/message-catalog';

/**
 * The sign-up screen (spec section 2, "Signup"). The hint, the toast and the fallback error are quoted
 * by the spec. French, the reference: `signup.en.ts` and `signup.ar.ts` have exactly these keys.
 */
export const signupFr = {
  'title': 'Inscription',
  'subtitle': 'Créez votre compte pour voter et retrouver vos lieux préférés.',
  'merchantSubtitle': 'Créez votre compte commerçant pour référencer et suivre vos lieux.',
  'firstName': 'Prénom',
  'lastName': 'Nom',
  'passwordHint': 'Au moins 8 caractères',
  'submit': 'Créer mon compte',
  'submitting': 'Création du compte…',
  'haveAccount': 'Déjà un compte ?',
  'loginLink': 'Se connecter',
  'success': 'Compte créé avec succès !',
  'failed': 'Erreur lors de la création du compte',
};

export const signupMessages = defineMessages(signupFr, {
  en: () => import('./signup.en').then((module) => module.signupEn),
  ar: () => import('./signup.ar').then((module) => module.signupAr),
});
