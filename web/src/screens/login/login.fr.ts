import { defineMessages } from '../../i18n/message-catalog';

/**
 * The login screen (spec section 2, "Login"). The toast and the fallback error are quoted by the spec.
 * French, the reference: `login.en.ts` and `login.ar.ts` have exactly these keys.
 */
export const loginFr = {
  'title': 'Connexion',
  'subtitle': 'Connectez-vous pour voter, enregistrer vos lieux et gérer votre espace.',
  'forgotPassword': 'Mot de passe oublié ?',
  'submit': 'Se connecter',
  'submitting': 'Connexion…',
  'noAccount': 'Pas encore de compte ?',
  'signupLink': "S'inscrire",
  'success': 'Connexion réussie !',
  'failed': 'Erreur de connexion',
};

export const loginMessages = defineMessages(loginFr, {
  en: () => import('./login.en').then((module) => module.loginEn),
  ar: () => import('./login.ar').then((module) => module.loginAr),
});
