import { defineMessages } from '../../i18n/message-catalog';

/**
 * The e-mail confirmation screen, opened from the welcome mail's link (`/confirm-email?token=…`, issue 30 §9),
 * and the account page's notice. French, the reference: `confirm-email.en.ts` and `confirm-email.ar.ts`
 * have exactly these keys.
 */
export const confirmEmailFr = {
  'title': 'Confirmation de votre adresse email',
  'confirming': 'Confirmation en cours…',
  'done': 'Votre adresse email est confirmée : vos votes comptent désormais dans le classement.',
  'explore': 'Découvrir des lieux',
  'account': 'Mon compte',
  'noToken': 'Ce lien de confirmation n’est pas complet. Demandez-en un nouveau depuis votre compte.',
  'tokenInvalid': 'Ce lien de confirmation n’est pas valide ou a déjà servi. Demandez-en un nouveau depuis votre compte.',
  'tokenExpired': 'Ce lien de confirmation a expiré. Demandez-en un nouveau depuis votre compte.',
  'notice.title': 'Confirmez votre adresse email',
  'notice.body': 'Vos votes sont enregistrés et vous les voyez, mais ils ne comptent dans le classement public qu’une fois votre adresse email confirmée. Ouvrez le lien envoyé à {email}.',
  'notice.resend': 'Renvoyer le lien',
  'notice.sent': 'Un nouveau lien de confirmation vient de vous être envoyé par email.',
  'confirmed': 'Adresse email confirmée : vos votes comptent dans le classement.',
};

export const confirmEmailMessages = defineMessages(confirmEmailFr, {
  en: () => import('./confirm-email.en').then((module) => module.confirmEmailEn),
  ar: () => import('./confirm-email.ar').then((module) => module.confirmEmailAr),
});
