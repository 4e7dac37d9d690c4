/** The contact form's subjects (spec, "Other static pages"), then `gdpr`: a data-protection request from /rgpd. */
export const CONTACT_SUBJECTS = ['support', 'merchant', 'account', 'feature', 'bug', 'partnership', 'press', 'other', 'gdpr'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** What a GDPR / law 09-08 request asks for (subject `gdpr` only): the rights the /rgpd page lists. */
export const GDPR_REQUEST_TYPES = ['access', 'rectification', 'erasure', 'limitation', 'opposition', 'portability'] as const;
export type GdprRequestType = (typeof GDPR_REQUEST_TYPES)[number];

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
