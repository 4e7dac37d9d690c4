import type { TranslationsOf } from '../i18n/localized-text.js';

/** Messages of the map endpoint's bad input, worded like the venue queries' (VENUE_QUERY_MESSAGES), in every language. */
export const MAP_QUERY_MESSAGES = {
  invalidBbox: 'La zone doit s’écrire ouest,sud,est,nord : des longitudes entre -180 et 180, des latitudes entre -90 et 90, ouest avant est et sud avant nord',
  invalidZoom: 'Le zoom doit être un nombre entier entre 0 et 20',
} as const;

/** MAP_QUERY_MESSAGES in English and Arabic, key by key (a message without them does not compile). */
export const MAP_QUERY_TRANSLATIONS = {
  invalidBbox: {
    en: 'The area must be written west,south,east,north: longitudes between -180 and 180, latitudes between -90 and 90, west before east and south before north',
    ar: 'يجب كتابة المنطقة بالشكل غرب,جنوب,شرق,شمال: خطوط طول بين -180 و180، وخطوط عرض بين -90 و90، والغرب قبل الشرق والجنوب قبل الشمال',
  },
  invalidZoom: { en: 'The zoom must be a whole number between 0 and 20', ar: 'يجب أن يكون مستوى التكبير عددًا صحيحًا بين 0 و20' },
} as const satisfies TranslationsOf<typeof MAP_QUERY_MESSAGES>;
