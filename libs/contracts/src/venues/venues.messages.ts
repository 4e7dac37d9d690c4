import { frenchOf, type LocalizedTexts } from '../i18n/localized-text.js';

/** Messages of the venue list queries' bad input (bounds the spec does not state, worded like its messages), in every language. */
export const VENUE_QUERY_TEXTS = {
  queryTooLong: { fr: 'La recherche doit contenir au plus 200 caractères', en: 'The search must be at most 200 characters long', ar: 'يجب ألا يتجاوز البحث 200 حرف' },
  invalidCity: { fr: 'Ville invalide', en: 'Invalid city', ar: 'مدينة غير صالحة' },
  invalidCategory: { fr: 'Catégorie invalide', en: 'Invalid category', ar: 'فئة غير صالحة' },
  invalidLatitude: { fr: 'La latitude doit être un nombre entre -90 et 90', en: 'The latitude must be a number between -90 and 90', ar: 'يجب أن يكون خط العرض رقمًا بين -90 و90' },
  invalidLongitude: { fr: 'La longitude doit être un nombre entre -180 et 180', en: 'The longitude must be a number between -180 and 180', ar: 'يجب أن يكون خط الطول رقمًا بين -180 و180' },
  invalidRadius: { fr: 'Le rayon doit être compris entre 0,1 et 500 km', en: 'The radius must be between 0.1 and 500 km', ar: 'يجب أن يكون نصف القطر بين 0,1 و500 كم' },
  invalidSort: { fr: 'Tri invalide : score, distance ou recent', en: 'Invalid sort: score, distance or recent', ar: 'ترتيب غير صالح: score أو distance أو recent' },
  invalidMinScore: { fr: 'Le score minimum doit être compris entre 0 et 100', en: 'The minimum score must be between 0 and 100', ar: 'يجب أن يكون الحد الأدنى للمؤشر بين 0 و100' },
  invalidOpen: { fr: 'Filtre d’ouverture invalide : now', en: 'Invalid opening filter: now', ar: 'مرشح الفتح غير صالح: now' },
  invalidCursor: { fr: 'Curseur de page invalide', en: 'Invalid page cursor', ar: 'مؤشر الصفحة غير صالح' },
  invalidLimit: { fr: 'Le nombre de lieux par page doit être compris entre 1 et 50', en: 'The number of venues per page must be between 1 and 50', ar: 'يجب أن يكون عدد الأماكن في الصفحة بين 1 و50' },
  positionIncomplete: { fr: 'Indiquez la latitude et la longitude ensemble', en: 'Give the latitude and the longitude together', ar: 'أدخل خط العرض وخط الطول معًا' },
  distanceNeedsPosition: {
    fr: 'Le tri par distance demande une position (lat et lng)',
    en: 'Sorting by distance needs a position (lat and lng)',
    ar: 'يتطلب الترتيب حسب المسافة موقعًا (lat وlng)',
  },
} as const satisfies LocalizedTexts;

/** The French of VENUE_QUERY_TEXTS. */
export const VENUE_QUERY_MESSAGES = /* @__PURE__ */ frenchOf(VENUE_QUERY_TEXTS);
