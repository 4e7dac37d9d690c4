import type { Locale } from '../i18n/locales.js';
import type { ContactSubject, GdprRequestType } from './contact-subjects.js';

/** `admin.contact.submit`: a message from the contact or GDPR form, stored then mailed to support. */
export interface SubmitContactRequest {
  firstName: string;
  lastName: string;
  email: string;
  subject: ContactSubject;
  message: string;
  requestType?: GdprRequestType;
  locale?: Locale;
}

export interface SubmitContactReply {
  id: string;
}
