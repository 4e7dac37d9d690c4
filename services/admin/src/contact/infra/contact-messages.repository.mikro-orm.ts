import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OutgoingMail } from '@lieux/mail';
import { MailOutbox } from '@lieux/service-kit';
import type { ContactMessageRepository } from '../app/contact-message.repository.js';
import type { ContactMessage } from '../domain/contact-message.js';

/** A support mail waits this long for the SMTP server before it is dropped (with a warning): the message stays stored. */
const SUPPORT_MAIL_LIFETIME_MS = 30 * 24 * 3_600_000;

@Injectable()
export class MikroOrmContactMessageRepository implements ContactMessageRepository {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MailOutbox) private readonly mails: MailOutbox,
  ) {}

  async add(message: ContactMessage, mailToSupport: OutgoingMail): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      await em.execute(
        `insert into "${em.config.get('schema') ?? 'admin'}".contact_messages
           (id, first_name, last_name, email, subject, request_type, message, locale, status, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [message.id, message.firstName, message.lastName, message.email, message.subject, message.requestType, message.message, message.locale, message.status, message.createdAt, message.updatedAt],
        'run',
      );
      this.mails.add(em, mailToSupport, new Date(message.createdAt.getTime() + SUPPORT_MAIL_LIFETIME_MS));
    });
  }
}
