import { frenchOf, type LocalizedTexts } from '../i18n/localized-text.js';

/** Messages of the connections' bad input, in every language. */
export const CONNECTIONS_TEXTS = {
  venueIdInvalid: { fr: 'Identifiant de lieu invalide', en: 'Invalid venue identifier', ar: 'معرّف المكان غير صالح' },
  isActiveInvalid: { fr: 'isActive doit être vrai ou faux', en: 'isActive must be true or false', ar: 'يجب أن تكون قيمة isActive صحيحة أو خاطئة' },
} as const satisfies LocalizedTexts;

/** The French of CONNECTIONS_TEXTS. */
export const CONNECTIONS_MESSAGES = /* @__PURE__ */ frenchOf(CONNECTIONS_TEXTS);
