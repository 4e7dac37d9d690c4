import type { AdminInboxRequest, AdminPage, InboxMessageRow, InboxStatus } from '@lieux/contracts';
import type { OutgoingMail } from '@lieux/mail';
import type { AuditEvent, ExpiringMail } from '../../shared/outbox-items.js';
import type { ContactMessage } from '../domain/contact-message.js';

export type { AuditEvent, ExpiringMail } from '../../shared/outbox-items.js';

/** What an inbox change needs to know of the message it changes. */
export type InboxMessageBefore = Pick<ContactMessage, 'firstName' | 'lastName' | 'email' | 'message' | 'locale' | 'status'>;

export interface InboxReply {
  id: string;
  messageId: string;
  body: string;
  sentByUserId: string;
  sentAt: Date;
}

/** Where contact messages are kept. Every write commits its mails and audit entry with it. */
export interface ContactMessageRepository {
  /** Stores the message with its mails (to support, to the sender); `senderUserId` when sent signed in (its deletion anonymises it). */
  add(message: ContactMessage, mails: OutgoingMail[], senderUserId?: string | null): Promise<void>;
  /** The admins' inbox: priority messages still waiting first, then newest first; by kind (GDPR or not) and status; each message's replies oldest first. */
  list(request: AdminInboxRequest): Promise<AdminPage<InboxMessageRow>>;
  /** Moves a message to `status`; the audit entry only when the status changed. */
  setStatus(messageId: string, status: InboxStatus, at: Date, audit: (before: InboxMessageBefore) => AuditEvent): Promise<InboxMessageRow | 'inbox_message_not_found'>;
  /** Stores the reply, mails it to the sender, marks the message `answered`, with the audit entry. */
  reply(reply: InboxReply, mailFor: (message: InboxMessageBefore) => ExpiringMail, audit: (before: InboxMessageBefore) => AuditEvent): Promise<InboxMessageRow | 'inbox_message_not_found'>;
}

export const CONTACT_MESSAGE_REPOSITORY = Symbol('ContactMessageRepository');
