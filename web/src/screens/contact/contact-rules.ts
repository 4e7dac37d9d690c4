import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, type ContactSubject, type GdprRequestType } from '@lieux/contracts';

export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  subject: ContactSubject | '';
  requestType: GdprRequestType | '';
  message: string;
  /** The honeypot: hidden from people, left empty by them. */
  website: string;
}

export type ContactRule = 'firstNameMin' | 'lastNameMin' | 'invalidEmail' | 'subject' | 'messageMin' | 'messageMax' | 'requestType';

export const EMPTY_CONTACT: ContactFields = { firstName: '', lastName: '', email: '', subject: '', requestType: '', message: '', website: '' };

// The server's rule (class-validator's IsEmail) is stricter; this one catches what a person mistypes.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The server's rules (ContactDto), checked before sending, so the reader sees them in their language. */
export function validateContact(fields: ContactFields): Partial<Record<keyof ContactFields, ContactRule>> {
  const errors: Partial<Record<keyof ContactFields, ContactRule>> = {};
  if (fields.firstName.trim().length < 2) errors.firstName = 'firstNameMin';
  if (fields.lastName.trim().length < 2) errors.lastName = 'lastNameMin';
  if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = 'invalidEmail';
  if (fields.subject === '') errors.subject = 'subject';
  if (fields.subject === 'gdpr' && fields.requestType === '') errors.requestType = 'requestType';
  const message = fields.message.trim();
  if (message.length < CONTACT_MESSAGE_MIN) errors.message = 'messageMin';
  else if (message.length > CONTACT_MESSAGE_MAX) errors.message = 'messageMax';
  return errors;
}
