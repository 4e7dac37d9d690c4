import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { adminPageOf, auditRecorded, INBOX_REPLY_LIMITS, INBOX_STATUSES, type Actor, type AdminInboxRequest, type AdminPage, type InboxMessageRow, type ReplyInboxMessageRequest, type SetInboxStatusRequest } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { inboxReplyMail } from '@lieux/mail';
import { authorize } from '@lieux/service-kit';
import { CONTACT_MESSAGE_REPOSITORY, type ContactMessageRepository, type InboxMessageBefore } from './contact-message.repository.js';

/** A reply mail waits this long for the SMTP server; the reply itself stays stored. */
const REPLY_MAIL_LIFETIME_MS = 7 * 24 * 3_600_000;

const labelOf = (message: InboxMessageBefore) => `${message.firstName} ${message.lastName}`;

@Injectable()
export class ListInboxUseCase {
  constructor(@Inject(CONTACT_MESSAGE_REPOSITORY) private readonly messages: ContactMessageRepository) {}

  execute(actor: Actor | undefined, request: AdminInboxRequest): Promise<AdminPage<InboxMessageRow>> {
    authorize(actor, ['admin']);
    return this.messages.list({ ...request, ...adminPageOf(request) });
  }
}

@Injectable()
export class SetInboxStatusUseCase {
  constructor(@Inject(CONTACT_MESSAGE_REPOSITORY) private readonly messages: ContactMessageRepository) {}

  async execute(actor: Actor | undefined, request: SetInboxStatusRequest, now = new Date()): Promise<InboxMessageRow> {
    const admin = authorize(actor, ['admin']);
    if (!INBOX_STATUSES.includes(request.status)) throw new DomainException('validation_failed');
    const changed = await this.messages.setStatus(request.messageId, request.status, now, (before) =>
      auditRecorded(admin, { action: 'inbox.status-changed', target: { type: 'contact-message', id: request.messageId, label: labelOf(before) }, before: { status: before.status }, after: { status: request.status } }, now),
    );
    if (typeof changed === 'string') throw new DomainException(changed);
    return changed;
  }
}

/** An admin answers a message by e-mail (the service's mail outbox); the message becomes `answered`. */
@Injectable()
export class ReplyInboxMessageUseCase {
  constructor(@Inject(CONTACT_MESSAGE_REPOSITORY) private readonly messages: ContactMessageRepository) {}

  async execute(actor: Actor | undefined, request: ReplyInboxMessageRequest, now = new Date()): Promise<InboxMessageRow> {
    const admin = authorize(actor, ['admin']);
    const body = typeof request.body === 'string' ? request.body.trim() : '';
    if (body.length < INBOX_REPLY_LIMITS.min || body.length > INBOX_REPLY_LIMITS.max) throw new DomainException('inbox_reply_invalid');
    const replied = await this.messages.reply(
      { id: randomUUID(), messageId: request.messageId, body, sentByUserId: admin.userId, sentAt: now },
      (message) => ({ to: message.email, ...inboxReplyMail(message.locale, { firstName: message.firstName, body, originalMessage: message.message }), expiresAt: new Date(now.getTime() + REPLY_MAIL_LIFETIME_MS) }),
      (before) =>
        auditRecorded(admin, { action: 'inbox.replied', target: { type: 'contact-message', id: request.messageId, label: labelOf(before) }, before: { status: before.status }, after: { status: 'answered' } }, now),
    );
    if (typeof replied === 'string') throw new DomainException(replied);
    return replied;
  }
}
