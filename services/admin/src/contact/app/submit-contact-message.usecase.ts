import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { promisedResponseHours, type Actor, type SubmitContactReply, type SubmitContactRequest } from '@lieux/contracts';
import { contactAcknowledgementMail, contactMessageMail } from '@lieux/mail';
import { newContactMessage, subjectLabel } from '../domain/contact-message.js';
import { CONTACT_MESSAGE_REPOSITORY, type ContactMessageRepository } from './contact-message.repository.js';

export const SUPPORT_EMAIL = Symbol('SupportEmail');

/**
 * A message of the contact (or GDPR) form: stored for the admins, mailed to the support address and
 * acknowledged to its sender (when the answer comes) in the same transaction, so a mail server that
 * is down delays the mails and loses nothing. A Pro merchant's is priority support (docs/legal.md).
 */
@Injectable()
export class SubmitContactMessageUseCase {
  constructor(
    @Inject(CONTACT_MESSAGE_REPOSITORY) private readonly messages: ContactMessageRepository,
    @Inject(SUPPORT_EMAIL) private readonly supportEmail: string,
  ) {}

  async execute(request: SubmitContactRequest, sender: Actor | undefined, now = new Date()): Promise<SubmitContactReply> {
    const priority = sender?.role === 'merchant' && sender.plan === 'pro';
    const message = newContactMessage(request, randomUUID(), now, priority);
    const toSupport = contactMessageMail({ ...message, subjectLabel: subjectLabel(message.subject, message.requestType), receivedAt: now });
    const acknowledgement = contactAcknowledgementMail(message.locale, {
      firstName: message.firstName,
      hours: promisedResponseHours(message.subject, priority),
      priority,
      reference: message.id,
      message: message.message,
    });
    await this.messages.add(message, [{ to: this.supportEmail, ...toSupport }, { to: message.email, ...acknowledgement }], sender?.userId ?? null);
    return { id: message.id };
  }
}
