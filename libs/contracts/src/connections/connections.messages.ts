import type { TranslationsOf } from '../i18n/localized-text.js';

/** Messages of the connections' bad input, in every language. */
export const CONNECTIONS_MESSAGES = {
  venueIdInvalid: 'Identifiant de lieu invalide',
  isActiveInvalid: 'isActive doit être vrai ou faux',
} as const;

/** CONNECTIONS_MESSAGES in English and Arabic, key by key (a message without them does not compile). */
export const CONNECTIONS_TRANSLATIONS = {
  venueIdInvalid: { en: 'Invalid venue identifier', ar: 'معرّف المكان غير صالح' },
  isActiveInvalid: { en: 'isActive must be true or false', ar: 'يجب أن تكون قيمة isActive صحيحة أو خاطئة' },
} as const satisfies TranslationsOf<typeof CONNECTIONS_MESSAGES>;
