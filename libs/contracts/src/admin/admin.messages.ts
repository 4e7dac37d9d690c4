import type { TranslationsOf } from '../i18n/localized-text.js';
import { ADMIN_QUERY_MAX_LENGTH } from './admin.model.js';

/** Messages of the admin console's list filters and forms (the admin DTOs and the admin service's own checks), in every language. */
export const ADMIN_FIELD_MESSAGES = {
  pageInvalid: 'Page invalide.',
  searchInvalid: 'Recherche invalide.',
  searchTooLong: `La recherche fait ${ADMIN_QUERY_MAX_LENGTH} caractères au plus.`,
  analyticsPeriodInvalid: 'Période invalide : 7, 30, 90 ou 365 jours.',
  venueStatusInvalid: 'Statut invalide : pending, approved ou rejected.',
  roleInvalid: 'Rôle invalide : admin, merchant ou consumer.',
  accountStatusInvalid: 'Statut invalide : active ou suspended.',
  planInvalid: 'Formule invalide : free ou pro.',
  reportStatusInvalid: 'Statut invalide : open, resolved ou dismissed.',
  inboxStatusInvalid: 'Statut invalide : new, read, answered ou closed.',
  inboxKindInvalid: 'Type invalide : contact ou gdpr.',
  incidentImpactInvalid: 'Impact invalide : minor, major ou critical.',
  incidentOpenStatusInvalid: 'Statut invalide : investigating, identified ou monitoring.',
  incidentStatusInvalid: 'Statut invalide : investigating, identified, monitoring ou resolved.',
  auditActionUnknown: 'Action inconnue.',
  auditTargetTypeUnknown: 'Type de cible inconnu.',
  idInvalid: 'Identifiant invalide.',
  dayInvalid: 'Date invalide : AAAA-MM-JJ.',
  daysReversed: 'La date de début est après la date de fin.',
} as const;

/** ADMIN_FIELD_MESSAGES in English and Arabic, key by key (a message without them does not compile). */
export const ADMIN_FIELD_TRANSLATIONS = {
  pageInvalid: { en: 'Invalid page.', ar: 'صفحة غير صالحة.' },
  searchInvalid: { en: 'Invalid search.', ar: 'بحث غير صالح.' },
  searchTooLong: { en: `The search is ${ADMIN_QUERY_MAX_LENGTH} characters at most.`, ar: `لا يتجاوز البحث ${ADMIN_QUERY_MAX_LENGTH} حرفًا.` },
  analyticsPeriodInvalid: { en: 'Invalid period: 7, 30, 90 or 365 days.', ar: 'فترة غير صالحة: 7 أو 30 أو 90 أو 365 يومًا.' },
  venueStatusInvalid: { en: 'Invalid status: pending, approved or rejected.', ar: 'حالة غير صالحة: pending أو approved أو rejected.' },
  roleInvalid: { en: 'Invalid role: admin, merchant or consumer.', ar: 'دور غير صالح: admin أو merchant أو consumer.' },
  accountStatusInvalid: { en: 'Invalid status: active or suspended.', ar: 'حالة غير صالحة: active أو suspended.' },
  planInvalid: { en: 'Invalid plan: free or pro.', ar: 'باقة غير صالحة: free أو pro.' },
  reportStatusInvalid: { en: 'Invalid status: open, resolved or dismissed.', ar: 'حالة غير صالحة: open أو resolved أو dismissed.' },
  inboxStatusInvalid: { en: 'Invalid status: new, read, answered or closed.', ar: 'حالة غير صالحة: new أو read أو answered أو closed.' },
  inboxKindInvalid: { en: 'Invalid type: contact or gdpr.', ar: 'نوع غير صالح: contact أو gdpr.' },
  incidentImpactInvalid: { en: 'Invalid impact: minor, major or critical.', ar: 'تأثير غير صالح: minor أو major أو critical.' },
  incidentOpenStatusInvalid: {
    en: 'Invalid status: investigating, identified or monitoring.',
    ar: 'حالة غير صالحة: investigating أو identified أو monitoring.',
  },
  incidentStatusInvalid: {
    en: 'Invalid status: investigating, identified, monitoring or resolved.',
    ar: 'حالة غير صالحة: investigating أو identified أو monitoring أو resolved.',
  },
  auditActionUnknown: { en: 'Unknown action.', ar: 'إجراء غير معروف.' },
  auditTargetTypeUnknown: { en: 'Unknown target type.', ar: 'نوع الهدف غير معروف.' },
  idInvalid: { en: 'Invalid identifier.', ar: 'معرّف غير صالح.' },
  dayInvalid: { en: 'Invalid date: YYYY-MM-DD.', ar: 'تاريخ غير صالح: YYYY-MM-DD.' },
  daysReversed: { en: 'The start date is after the end date.', ar: 'تاريخ البداية بعد تاريخ النهاية.' },
} as const satisfies TranslationsOf<typeof ADMIN_FIELD_MESSAGES>;
