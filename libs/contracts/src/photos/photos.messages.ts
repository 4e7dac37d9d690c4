import { frenchOf, type LocalizedTexts } from '../i18n/localized-text.js';
import { VERIFICATION_STATUSES } from './photos.model.js';

/** Messages of the verification queue's filters and decisions, in every language. */
export const PHOTOS_FIELD_TEXTS = {
  verificationStatusInvalid: {
    fr: `Statut invalide : ${VERIFICATION_STATUSES.join(', ')}.`,
    en: `Invalid status: ${VERIFICATION_STATUSES.join(', ')}.`,
    ar: `حالة غير صالحة: ${VERIFICATION_STATUSES.join('، ')}.`,
  },
  decisionInvalid: { fr: 'Décision invalide : approve ou reject.', en: 'Invalid decision: approve or reject.', ar: 'قرار غير صالح: approve أو reject.' },
} as const satisfies LocalizedTexts;

/** The French of PHOTOS_FIELD_TEXTS. */
export const PHOTOS_FIELD_MESSAGES = /* @__PURE__ */ frenchOf(PHOTOS_FIELD_TEXTS);
