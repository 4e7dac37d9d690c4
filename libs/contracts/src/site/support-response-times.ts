/**
 * How fast support answers (spec section "Rules": general e-mail under 24 h, technical under 4 h,
 * merchant emergency under 2 h, GDPR questions under 72 h; GDPR requests acknowledged within 48 h and
 * handled within 30 days). One set, quoted by the FAQ, the contact and GDPR pages and the mails.
 */
export const SUPPORT_RESPONSE_TIMES = {
  generalHours: 24,
  technicalHours: 4,
  merchantEmergencyHours: 2,
  gdprQuestionHours: 72,
  gdprAcknowledgedHours: 48,
  gdprHandledDays: 30,
} as const;
