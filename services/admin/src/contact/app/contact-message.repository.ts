import type { OutgoingMail } from '@lieux/mail';
import type { ContactMessage } from '../domain/contact-message.js';

/** Where contact messages are kept. `add` stores the message and its mail to support in one transaction. */
export interface ContactMessageRepository {
  add(message: ContactMessage, mailToSupport: OutgoingMail): Promise<void>;
}

export const CONTACT_MESSAGE_REPOSITORY = Symbol('ContactMessageRepository');
