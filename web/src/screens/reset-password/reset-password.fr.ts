import { defineMessages } from '../../i18n/message-catalog';

/**
 * The reset-password screen, opened from the mailed link (`/reset-password?token=…`).
 * French, the reference: `reset-password.en.ts` and `reset-password.ar.ts` have exactly these keys.
 */
export const resetPasswordFr = {
  'title': 'Nouveau mot de passe',
  'intro': 'Choisissez votre nouveau mot de passe. Toutes vos sessions ouvertes seront fermées.',
  'password': 'Nouveau mot de passe',
  'confirm': 'Confirmez le mot de passe',
  'passwordMin': 'Le mot de passe doit contenir au moins 8 caractères',
  'mismatch': 'Les mots de passe ne correspondent pas',
  'submit': 'Enregistrer le mot de passe',
  'done': 'Mot de passe réinitialisé. Vous pouvez vous connecter.',
  'login': 'Se connecter',
  'noToken': 'Ce lien de réinitialisation n’est pas complet. Demandez-en un nouveau.',
  'tokenInvalid': 'Ce lien de réinitialisation n’est pas valide ou a déjà servi. Demandez-en un nouveau.',
  'tokenExpired': 'Ce lien de réinitialisation a expiré. Demandez-en un nouveau.',
  'newLink': 'Demander un nouveau lien',
  'weakPassword': 'Ce mot de passe est trop courant ou trop facile à deviner. Choisissez-en un plus long, par exemple quelques mots sans rapport entre eux.',
};

export const resetPasswordMessages = defineMessages(resetPasswordFr, {
  en: () => import('./reset-password.en').then((module) => module.resetPasswordEn),
  ar: () => import('./reset-password.ar').then((module) => module.resetPasswordAr),
});
