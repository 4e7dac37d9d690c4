import type { TranslationsOf } from '../i18n/localized-text.js';

/**
 * Messages of the venue form and the merchant workspace's inputs that the spec does not state, worded
 * like its messages (the spec's own are in validation/messages.ts: VALIDATION_MESSAGES), in every language.
 */
export const MERCHANT_MESSAGES = {
  addressMax: "L'adresse doit contenir au plus 200 caractères",
  cityMax: 'La ville doit contenir au plus 100 caractères',
  countryInvalid: 'Pays invalide',
  phoneInvalid: 'Numéro de téléphone invalide',
  descriptionMax: 'La description doit contenir au plus 2000 caractères',
  /** The same French as VALIDATION_MESSAGES.invalidUrl, so the same translations. */
  websiteMax: 'URL invalide',
  latitudeInvalid: 'La latitude doit être un nombre entre -90 et 90',
  longitudeInvalid: 'La longitude doit être un nombre entre -180 et 180',
  positionIncomplete: 'Indiquez la latitude et la longitude ensemble',
  tagsInvalid: 'Au plus 10 tags de 2 à 30 caractères',
  openingHoursInvalid: 'Horaires invalides : un jour de la semaine et des heures HH:MM',
  openingHoursTooMany: 'Au plus 21 créneaux d’ouverture',
  openingHoursSameTime: 'Un créneau doit fermer à une autre heure que celle où il ouvre',
  openingHoursOverlap: 'Des créneaux d’ouverture se chevauchent',
  alwaysOpenWithPeriods: 'Ouvert 24 h/24 : retirez les créneaux de la semaine',
  alwaysOpenInvalid: 'Ouvert 24 h/24 : oui ou non',
  specialHoursInvalid: 'Horaires spéciaux invalides : des dates AAAA-MM-JJ, la fin le jour du début ou après, et des heures HH:MM',
  specialHoursTooMany: 'Au plus 30 horaires spéciaux, de 4 créneaux au plus',
  specialHoursTooLong: 'Des horaires spéciaux couvrent au plus 62 jours',
  specialHoursOverlap: 'Deux horaires spéciaux couvrent un même jour',
  specialHoursLabelMax: 'Le libellé des horaires spéciaux doit contenir au plus 60 caractères',
  permanentlyClosedInvalid: 'Fermé définitivement : oui ou non',
  goalInvalid: 'L’objectif doit être un nombre entier entre 1 et 100000',
  statsPeriodInvalid: 'Période invalide : 7, 30 ou 90 jours',
  venueIdInvalid: 'Lieu invalide',
  // Toasts and results the server sends back as `message`.
  venueCreated: 'Lieu créé avec succès !',
  venueUpdated: 'Lieu mis à jour',
  venueBackToModeration: 'Lieu mis à jour : il repasse en modération avant d’être à nouveau publié.',
  upgradeRequested: 'Demande de passage à Pro envoyée : un administrateur la validera.',
  planGranted: 'Passage à Pro validé',
  checkoutOpened: 'Redirection vers le paiement sécurisé Stripe…',
} as const;

/** MERCHANT_MESSAGES in English and Arabic, key by key (a message without them does not compile). */
export const MERCHANT_TRANSLATIONS = {
  addressMax: { en: 'The address must be at most 200 characters long', ar: 'يجب ألا يتجاوز العنوان 200 حرف' },
  cityMax: { en: 'The city must be at most 100 characters long', ar: 'يجب ألا يتجاوز اسم المدينة 100 حرف' },
  countryInvalid: { en: 'Invalid country', ar: 'بلد غير صالح' },
  phoneInvalid: { en: 'Invalid phone number', ar: 'رقم هاتف غير صالح' },
  descriptionMax: { en: 'The description must be at most 2000 characters long', ar: 'يجب ألا يتجاوز الوصف 2000 حرف' },
  websiteMax: { en: 'Invalid URL', ar: 'رابط غير صالح' },
  latitudeInvalid: { en: 'The latitude must be a number between -90 and 90', ar: 'يجب أن يكون خط العرض رقمًا بين -90 و90' },
  longitudeInvalid: { en: 'The longitude must be a number between -180 and 180', ar: 'يجب أن يكون خط الطول رقمًا بين -180 و180' },
  positionIncomplete: { en: 'Give the latitude and the longitude together', ar: 'أدخل خط العرض وخط الطول معًا' },
  tagsInvalid: { en: 'At most 10 tags of 2 to 30 characters', ar: '10 وسوم على الأكثر، من 2 إلى 30 حرفًا لكل وسم' },
  openingHoursInvalid: { en: 'Invalid hours: a day of the week and times as HH:MM', ar: 'أوقات غير صالحة: يوم من أيام الأسبوع وأوقات بصيغة HH:MM' },
  openingHoursTooMany: { en: 'At most 21 opening periods', ar: '21 فترة عمل على الأكثر' },
  openingHoursSameTime: { en: 'A period must close at another time than it opens', ar: 'يجب أن يكون وقت الإغلاق مختلفًا عن وقت الفتح' },
  openingHoursOverlap: { en: 'Some opening periods overlap', ar: 'بعض فترات العمل متداخلة' },
  alwaysOpenWithPeriods: { en: 'Open 24/7: remove the week’s periods', ar: 'مفتوح 24/24: احذف فترات الأسبوع' },
  alwaysOpenInvalid: { en: 'Open 24/7: yes or no', ar: 'مفتوح 24/24: نعم أو لا' },
  specialHoursInvalid: {
    en: 'Invalid special hours: dates as YYYY-MM-DD, the end on or after the start, and times as HH:MM',
    ar: 'أوقات استثنائية غير صالحة: تواريخ بصيغة YYYY-MM-DD، والنهاية في يوم البداية أو بعده، وأوقات بصيغة HH:MM',
  },
  specialHoursTooMany: { en: 'At most 30 special hours, of 4 periods at most', ar: '30 وقتًا استثنائيًا على الأكثر، في كل منها 4 فترات على الأكثر' },
  specialHoursTooLong: { en: 'Special hours cover 62 days at most', ar: 'الأوقات الاستثنائية تغطي 62 يومًا على الأكثر' },
  specialHoursOverlap: { en: 'Two special hours cover the same day', ar: 'وقتان استثنائيان يغطيان اليوم نفسه' },
  specialHoursLabelMax: { en: 'The label of special hours must be at most 60 characters long', ar: 'يجب ألا يتجاوز عنوان الأوقات الاستثنائية 60 حرفًا' },
  permanentlyClosedInvalid: { en: 'Permanently closed: yes or no', ar: 'مغلق نهائيًا: نعم أو لا' },
  goalInvalid: { en: 'The goal must be a whole number between 1 and 100000', ar: 'يجب أن يكون الهدف عددًا صحيحًا بين 1 و100000' },
  statsPeriodInvalid: { en: 'Invalid period: 7, 30 or 90 days', ar: 'فترة غير صالحة: 7 أو 30 أو 90 يومًا' },
  venueIdInvalid: { en: 'Invalid venue', ar: 'مكان غير صالح' },
  venueCreated: { en: 'Venue created successfully!', ar: 'تم إنشاء المكان بنجاح!' },
  venueUpdated: { en: 'Venue updated', ar: 'تم تحديث المكان' },
  venueBackToModeration: {
    en: 'Venue updated: it goes back to moderation before being published again.',
    ar: 'تم تحديث المكان: سيخضع للمراجعة من جديد قبل إعادة نشره.',
  },
  upgradeRequested: {
    en: 'Request to upgrade to Pro sent: an administrator will approve it.',
    ar: 'تم إرسال طلب الانتقال إلى Pro: سيوافق عليه أحد المسؤولين.',
  },
  planGranted: { en: 'Upgrade to Pro approved', ar: 'تمت الموافقة على الانتقال إلى Pro' },
  checkoutOpened: { en: 'Redirecting to Stripe’s secure payment…', ar: 'جارٍ التحويل إلى الدفع الآمن عبر Stripe…' },
} as const satisfies TranslationsOf<typeof MERCHANT_MESSAGES>;
/** What a deleted venue's answer says (issue 30 §5). */
export const VENUE_DELETED_MESSAGE = 'Lieu supprimé définitivement.';

/**
 * The grace period of a deleted account's venues (issue 30 §5): unpublished at once, deleted for good
 * this many days later (photos and documents included). The privacy page states it; the venues
 * service's `ACCOUNT_VENUES_GRACE_DAYS` may shorten it (the e2e stack sets 0), never silently lengthen
 * the promise: docs/legal.md.
 */
export const ACCOUNT_VENUES_GRACE_DAYS = 30;

/** The reason a deleted account's venues show in the admin console while they wait for their deletion. */
export const ACCOUNT_DELETED_VENUE_REASON = 'Compte du propriétaire supprimé : le lieu sera supprimé définitivement à la fin du délai de grâce.';
