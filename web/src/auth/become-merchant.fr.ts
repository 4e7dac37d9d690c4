import { defineMessages } from '../i18n/message-catalog';

/**
 * Becoming a merchant from a consumer account (the account page, the business page). French, the
 * reference: `become-merchant.en.ts` and `become-merchant.ar.ts` have exactly these keys.
 */
export const becomeMerchantFr = {
  'title': 'Vous avez un commerce ?',
  'body': 'Passez votre compte en compte commerçant pour ajouter votre lieu et suivre son score. Vous gardez vos votes et vos favoris.',
  'action': 'Devenir commerçant',
  'busy': 'Un instant…',
  'done': 'Votre compte est maintenant un compte commerçant.',
};

export const becomeMerchantMessages = defineMessages(becomeMerchantFr, {
  en: () => import('./become-merchant.en').then((module) => module.becomeMerchantEn),
  ar: () => import('./become-merchant.ar').then((module) => module.becomeMerchantAr),
});
