import type { ContactSubject } from '../contact/contact-subjects.js';

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

/** Subjects answered within the technical delay. */
const TECHNICAL_SUBJECTS: readonly ContactSubject[] = ['support', 'bug'];

/**
 * The hours within which support promises to answer a message (docs/legal.md): a Pro merchant's,
 * whatever it is about, within the merchant emergency delay — the "support prioritaire" of the Pro
 * plan; a GDPR request's acknowledgement within 48 h; a technical question within 4 h; else 24 h.
 */
export function promisedResponseHours(subject: ContactSubject, priority: boolean): number {
  if (priority) return SUPPORT_RESPONSE_TIMES.merchantEmergencyHours;
  if (subject === 'gdpr') return SUPPORT_RESPONSE_TIMES.gdprAcknowledgedHours;
  return TECHNICAL_SUBJECTS.includes(subject) ? SUPPORT_RESPONSE_TIMES.technicalHours : SUPPORT_RESPONSE_TIMES.generalHours;
}
