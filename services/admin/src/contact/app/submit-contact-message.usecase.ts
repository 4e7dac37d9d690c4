import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { SubmitContactReply, SubmitContactRequest } from '@lieux/contracts';
import { contactMessageMail } from '@lieux/mail';
import { newContactMessage, subjectLabel } from '../domain/contact-message.js';
import { CONTACT_MESSAGE_REPOSITORY, type ContactMessageRepository } from './contact-message.repository.js';

export const SUPPORT_EMAIL = Symbol('SupportEmail');

/**
 * A message of the contact (or GDPR) form: stored for the admins, and mailed to the support address
 * in the same transaction, so a mail server that is down delays the mail and loses nothing.
 */
@Injectable()
export class SubmitContactMessageUseCase {
  constructor(
    @Inject(CONTACT_MESSAGE_REPOSITORY) private readonly messages: ContactMessageRepository,
    @Inject(SUPPORT_EMAIL) private readonly supportEmail: string,
  ) {}

  async execute(request: SubmitContactRequest, now = new Date()): Promise<SubmitContactReply> {
    const message = newContactMessage(request, randomUUID(), now);
    const mail = contactMessageMail({ ...message, subjectLabel: subjectLabel(message.subject, message.requestType), receivedAt: now });
    await this.messages.add(message, { to: this.supportEmail, ...mail });
    return { id: message.id };
  }
}
