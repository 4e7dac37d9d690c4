import { frenchOf, type LocalizedTexts } from '../i18n/localized-text.js';
import { ADMIN_QUERY_MAX_LENGTH } from './admin.model.js';

/** Messages of the admin console's list filters and forms (the admin DTOs and the admin service's own checks), in every language. */
export const ADMIN_FIELD_TEXTS = {
  pageInvalid: { fr: 'Page invalide.', en: 'Invalid page.', ar: 'صفحة غير صالحة.' },
  searchInvalid: { fr: 'Recherche invalide.', en: 'Invalid search.', ar: 'بحث غير صالح.' },
  searchTooLong: {
    fr: `La recherche fait ${ADMIN_QUERY_MAX_LENGTH} caractères au plus.`,
    en: `The search is ${ADMIN_QUERY_MAX_LENGTH} characters at most.`,
    ar: `لا يتجاوز البحث ${ADMIN_QUERY_MAX_LENGTH} حرفًا.`,
  },
  analyticsPeriodInvalid: { fr: 'Période invalide : 7, 30, 90 ou 365 jours.', en: 'Invalid period: 7, 30, 90 or 365 days.', ar: 'فترة غير صالحة: 7 أو 30 أو 90 أو 365 يومًا.' },
  venueStatusInvalid: { fr: 'Statut invalide : pending, approved ou rejected.', en: 'Invalid status: pending, approved or rejected.', ar: 'حالة غير صالحة: pending أو approved أو rejected.' },
  roleInvalid: { fr: 'Rôle invalide : admin, merchant ou consumer.', en: 'Invalid role: admin, merchant or consumer.', ar: 'دور غير صالح: admin أو merchant أو consumer.' },
  accountStatusInvalid: { fr: 'Statut invalide : active ou suspended.', en: 'Invalid status: active or suspended.', ar: 'حالة غير صالحة: active أو suspended.' },
  planInvalid: { fr: 'Formule invalide : free ou pro.', en: 'Invalid plan: free or pro.', ar: 'باقة غير صالحة: free أو pro.' },
  reportStatusInvalid: { fr: 'Statut invalide : open, resolved ou dismissed.', en: 'Invalid status: open, resolved or dismissed.', ar: 'حالة غير صالحة: open أو resolved أو dismissed.' },
  inboxStatusInvalid: { fr: 'Statut invalide : new, read, answered ou closed.', en: 'Invalid status: new, read, answered or closed.', ar: 'حالة غير صالحة: new أو read أو answered أو closed.' },
  inboxKindInvalid: { fr: 'Type invalide : contact ou gdpr.', en: 'Invalid type: contact or gdpr.', ar: 'نوع غير صالح: contact أو gdpr.' },
  incidentImpactInvalid: { fr: 'Impact invalide : minor, major ou critical.', en: 'Invalid impact: minor, major or critical.', ar: 'تأثير غير صالح: minor أو major أو critical.' },
  incidentOpenStatusInvalid: {
    fr: 'Statut invalide : investigating, identified ou monitoring.',
    en: 'Invalid status: investigating, identified or monitoring.',
    ar: 'حالة غير صالحة: investigating أو identified أو monitoring.',
  },
  incidentStatusInvalid: {
    fr: 'Statut invalide : investigating, identified, monitoring ou resolved.',
    en: 'Invalid status: investigating, identified, monitoring or resolved.',
    ar: 'حالة غير صالحة: investigating أو identified أو monitoring أو resolved.',
  },
  auditActionUnknown: { fr: 'Action inconnue.', en: 'Unknown action.', ar: 'إجراء غير معروف.' },
  auditTargetTypeUnknown: { fr: 'Type de cible inconnu.', en: 'Unknown target type.', ar: 'نوع الهدف غير معروف.' },
  idInvalid: { fr: 'Identifiant invalide.', en: 'Invalid identifier.', ar: 'معرّف غير صالح.' },
  dayInvalid: { fr: 'Date invalide : AAAA-MM-JJ.', en: 'Invalid date: YYYY-MM-DD.', ar: 'تاريخ غير صالح: YYYY-MM-DD.' },
  daysReversed: { fr: 'La date de début est après la date de fin.', en: 'The start date is after the end date.', ar: 'تاريخ البداية بعد تاريخ النهاية.' },
} as const satisfies LocalizedTexts;

/** The French of ADMIN_FIELD_TEXTS. */
export const ADMIN_FIELD_MESSAGES = /* @__PURE__ */ frenchOf(ADMIN_FIELD_TEXTS);
