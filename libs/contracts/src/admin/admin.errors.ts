import type { ErrorDefinitions, ErrorTranslations } from '../errors/error-definition.js';
import { ADMIN_REASON_LIMITS, INBOX_REPLY_LIMITS, INCIDENT_MESSAGE_LIMITS, INCIDENT_TITLE_LIMITS, REPORT_TEXT_LIMITS } from './admin.model.js';

/** Failures of the admin console's actions and of reports (issue 14). */
export const ADMIN_ERRORS = {
  venue_already_approved: { status: 409, message: 'Ce lieu est déjà approuvé.' },
  venue_already_rejected: { status: 409, message: 'Ce lieu est déjà refusé.' },
  admin_reason_invalid: { status: 400, message: `Indiquez un motif de ${ADMIN_REASON_LIMITS.min} à ${ADMIN_REASON_LIMITS.max} caractères.` },
  user_not_found: { status: 404, message: 'Utilisateur introuvable.' },
  /** An admin changing, suspending or demoting their own account (they would lock themselves out). */
  admin_self_action: { status: 409, message: 'Vous ne pouvez pas faire cette action sur votre propre compte.' },
  user_role_unchanged: { status: 409, message: 'Cet utilisateur a déjà ce rôle.' },
  user_plan_unchanged: { status: 409, message: 'Cet utilisateur a déjà cette formule.' },
  user_already_suspended: { status: 409, message: 'Ce compte est déjà suspendu.' },
  user_not_suspended: { status: 409, message: 'Ce compte n’est pas suspendu.' },
  /** Sign-in (local or external) of a suspended account; its sessions ended when it was suspended. */
  account_suspended: { status: 403, message: 'Ce compte est suspendu. Écrivez-nous depuis la page Contact si vous pensez qu’il s’agit d’une erreur.' },
  report_reason_invalid: { status: 400, message: 'Choisissez le motif du signalement.' },
  report_text_invalid: { status: 400, message: `Décrivez le problème en ${REPORT_TEXT_LIMITS.max} caractères au plus (au moins ${REPORT_TEXT_LIMITS.minForOther} pour « Autre »).` },
  report_already_open: { status: 409, message: 'Vous avez déjà signalé ce lieu : notre équipe examine votre signalement.' },
  report_rate_limited: { status: 429, message: 'Trop de signalements envoyés : réessayez dans une heure.' },
  report_not_found: { status: 404, message: 'Signalement introuvable.' },
  report_already_closed: { status: 409, message: 'Ce signalement est déjà traité.' },
  inbox_message_not_found: { status: 404, message: 'Message introuvable.' },
  inbox_reply_invalid: { status: 400, message: `Votre réponse doit faire de ${INBOX_REPLY_LIMITS.min} à ${INBOX_REPLY_LIMITS.max} caractères.` },
  incident_not_found: { status: 404, message: 'Incident introuvable.' },
  incident_already_resolved: { status: 409, message: 'Cet incident est déjà résolu.' },
  incident_title_invalid: { status: 400, message: `Le titre doit faire de ${INCIDENT_TITLE_LIMITS.min} à ${INCIDENT_TITLE_LIMITS.max} caractères.` },
  /** A statistics rebuild refused: the event stream no longer starts at the platform's first event (docs/admin.md). */
  stats_stream_incomplete: { status: 409, message: 'Le flux d’événements ne remonte plus au premier événement de la plateforme : une reconstruction des statistiques serait fausse.' },
  incident_message_invalid: { status: 400, message: `Le message doit faire de ${INCIDENT_MESSAGE_LIMITS.min} à ${INCIDENT_MESSAGE_LIMITS.max} caractères.` },
} as const satisfies ErrorDefinitions;

/** ADMIN_ERRORS in English and Arabic, code by code (a code without them does not compile). */
export const ADMIN_ERROR_TRANSLATIONS = {
  venue_already_approved: { en: 'This venue is already approved.', ar: 'تمت الموافقة على هذا المكان بالفعل.' },
  venue_already_rejected: { en: 'This venue is already rejected.', ar: 'تم رفض هذا المكان بالفعل.' },
  admin_reason_invalid: {
    en: `Give a reason of ${ADMIN_REASON_LIMITS.min} to ${ADMIN_REASON_LIMITS.max} characters.`,
    ar: `اذكر سببًا من ${ADMIN_REASON_LIMITS.min} إلى ${ADMIN_REASON_LIMITS.max} حرف.`,
  },
  user_not_found: { en: 'User not found.', ar: 'المستخدم غير موجود.' },
  admin_self_action: { en: 'You cannot do this on your own account.', ar: 'لا يمكنك القيام بهذا الإجراء على حسابك الخاص.' },
  user_role_unchanged: { en: 'This user already has this role.', ar: 'لهذا المستخدم هذا الدور بالفعل.' },
  user_plan_unchanged: { en: 'This user already has this plan.', ar: 'لهذا المستخدم هذه الباقة بالفعل.' },
  user_already_suspended: { en: 'This account is already suspended.', ar: 'هذا الحساب موقوف بالفعل.' },
  user_not_suspended: { en: 'This account is not suspended.', ar: 'هذا الحساب غير موقوف.' },
  account_suspended: {
    en: 'This account is suspended. Write to us from the Contact page if you think this is a mistake.',
    ar: 'هذا الحساب موقوف. راسلنا من صفحة الاتصال إذا كنت تعتقد أن ذلك خطأ.',
  },
  report_reason_invalid: { en: 'Choose the reason for the report.', ar: 'اختر سبب الإبلاغ.' },
  report_text_invalid: {
    en: `Describe the problem in ${REPORT_TEXT_LIMITS.max} characters at most (at least ${REPORT_TEXT_LIMITS.minForOther} for “Other”).`,
    ar: `صف المشكلة في ${REPORT_TEXT_LIMITS.max} حرف على الأكثر (${REPORT_TEXT_LIMITS.minForOther} أحرف على الأقل مع «أخرى»).`,
  },
  report_already_open: {
    en: 'You have already reported this venue: our team is reviewing your report.',
    ar: 'لقد أبلغت عن هذا المكان من قبل: فريقنا يراجع بلاغك.',
  },
  report_rate_limited: { en: 'Too many reports sent: try again in an hour.', ar: 'أرسلت بلاغات كثيرة جدًا: أعد المحاولة بعد ساعة.' },
  report_not_found: { en: 'Report not found.', ar: 'البلاغ غير موجود.' },
  report_already_closed: { en: 'This report has already been handled.', ar: 'تمت معالجة هذا البلاغ بالفعل.' },
  inbox_message_not_found: { en: 'Message not found.', ar: 'الرسالة غير موجودة.' },
  inbox_reply_invalid: {
    en: `Your reply must be ${INBOX_REPLY_LIMITS.min} to ${INBOX_REPLY_LIMITS.max} characters long.`,
    ar: `يجب أن يتكون ردك من ${INBOX_REPLY_LIMITS.min} إلى ${INBOX_REPLY_LIMITS.max} حرف.`,
  },
  incident_not_found: { en: 'Incident not found.', ar: 'الحادث غير موجود.' },
  incident_already_resolved: { en: 'This incident is already resolved.', ar: 'تم حل هذا الحادث بالفعل.' },
  incident_title_invalid: {
    en: `The title must be ${INCIDENT_TITLE_LIMITS.min} to ${INCIDENT_TITLE_LIMITS.max} characters long.`,
    ar: `يجب أن يتكون العنوان من ${INCIDENT_TITLE_LIMITS.min} إلى ${INCIDENT_TITLE_LIMITS.max} حرف.`,
  },
  stats_stream_incomplete: {
    en: 'The event stream no longer goes back to the platform’s first event: a rebuild of the statistics would be wrong.',
    ar: 'لم يعد تدفق الأحداث يبدأ من أول حدث في المنصة: إعادة بناء الإحصائيات ستكون خاطئة.',
  },
  incident_message_invalid: {
    en: `The message must be ${INCIDENT_MESSAGE_LIMITS.min} to ${INCIDENT_MESSAGE_LIMITS.max} characters long.`,
    ar: `يجب أن تتكون الرسالة من ${INCIDENT_MESSAGE_LIMITS.min} إلى ${INCIDENT_MESSAGE_LIMITS.max} حرف.`,
  },
} as const satisfies ErrorTranslations<typeof ADMIN_ERRORS>;
