import type { TranslationsOf } from '../i18n/localized-text.js';
import { VERIFICATION_STATUSES } from './photos.model.js';

/** Messages of the verification queue's filters and decisions, in every language. */
export const PHOTOS_FIELD_MESSAGES = {
  verificationStatusInvalid: `Statut invalide : ${VERIFICATION_STATUSES.join(', ')}.`,
  decisionInvalid: 'Décision invalide : approve ou reject.',
} as const;

/** PHOTOS_FIELD_MESSAGES in English and Arabic, key by key (a message without them does not compile). */
export const PHOTOS_FIELD_TRANSLATIONS = {
  verificationStatusInvalid: { en: `Invalid status: ${VERIFICATION_STATUSES.join(', ')}.`, ar: `حالة غير صالحة: ${VERIFICATION_STATUSES.join('، ')}.` },
  decisionInvalid: { en: 'Invalid decision: approve or reject.', ar: 'قرار غير صالح: approve أو reject.' },
} as const satisfies TranslationsOf<typeof PHOTOS_FIELD_MESSAGES>;
