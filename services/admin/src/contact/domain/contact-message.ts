import { promisedResponseHours, type ContactSubject, type GdprRequestType, type Locale, type SubmitContactRequest } from '@lieux/contracts';

/** Where a message is in the support team's hands (the admin console reads and moves it, later issue). */
export type ContactMessageStatus = 'new' | 'read' | 'answered' | 'closed';

export interface ContactMessage {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: ContactSubject;
  requestType: GdprRequestType | null;
  message: string;
  locale: Locale;
  status: ContactMessageStatus;
  /** A Pro merchant sent it (priority support). */
  priority: boolean;
  /** When support promised to answer by. */
  respondBy: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** The subjects as the support team reads them (the web form shows them in the visitor's language). */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  support: 'Support technique',
  merchant: 'Espace commerçant',
  account: 'Mon compte',
  feature: 'Suggestion de fonctionnalité',
  bug: 'Signaler un bug',
  partnership: 'Partenariat',
  press: 'Presse',
  other: 'Autre',
  gdpr: 'Demande RGPD',
};

export const GDPR_REQUEST_LABELS: Record<GdprRequestType, string> = {
  access: 'accès',
  rectification: 'rectification',
  erasure: 'effacement',
  limitation: 'limitation',
  opposition: 'opposition',
  portability: 'portabilité',
};

/** 'Demande RGPD : effacement', or the subject's label. */
export function subjectLabel(subject: ContactSubject, requestType: GdprRequestType | null): string {
  return subject === 'gdpr' && requestType ? `${CONTACT_SUBJECT_LABELS.gdpr} : ${GDPR_REQUEST_LABELS[requestType]}` : CONTACT_SUBJECT_LABELS[subject];
}

/**
 * A new message as it is stored: trimmed, `new`, a GDPR type only with the GDPR subject, the answer
 * promised within its delay (`promisedResponseHours`: a Pro merchant's, with priority, sooner).
 */
export function newContactMessage(request: SubmitContactRequest, id: string, now: Date, priority = false): ContactMessage {
  return {
    id,
    firstName: request.firstName.trim(),
    lastName: request.lastName.trim(),
    email: request.email.trim(),
    subject: request.subject,
    requestType: request.subject === 'gdpr' ? (request.requestType ?? null) : null,
    message: request.message.trim(),
    locale: request.locale ?? 'fr',
    status: 'new',
    priority,
    respondBy: new Date(now.getTime() + promisedResponseHours(request.subject, priority) * 3_600_000),
    createdAt: now,
    updatedAt: now,
  };
}
