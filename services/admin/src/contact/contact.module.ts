import { Module } from '@nestjs/common';
import { MailOutboxModule, SERVICE_ENV } from '@lieux/service-kit';
import type { AdminEnv } from '../config/admin.env.js';
import { CONTACT_MESSAGE_REPOSITORY } from './app/contact-message.repository.js';
import { SubmitContactMessageUseCase, SUPPORT_EMAIL } from './app/submit-contact-message.usecase.js';
import { ContactHandler } from './infra/contact.handler.js';
import { MikroOrmContactMessageRepository } from './infra/contact-messages.repository.mikro-orm.js';

/**
 * The contact form's messages (and GDPR requests): kept in `admin.contact_messages` with their status
 * and times for the admin console (later issue), and mailed to SUPPORT_EMAIL through the mail outbox.
 */
@Module({
  imports: [MailOutboxModule],
  controllers: [ContactHandler],
  providers: [
    SubmitContactMessageUseCase,
    { provide: CONTACT_MESSAGE_REPOSITORY, useClass: MikroOrmContactMessageRepository },
    { provide: SUPPORT_EMAIL, inject: [SERVICE_ENV], useFactory: (env: AdminEnv) => env.SUPPORT_EMAIL },
  ],
})
export class ContactModule {}
