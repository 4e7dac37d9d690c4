import { Module } from '@nestjs/common';
import { MailOutboxModule, SERVICE_ENV, ServiceClock } from '@lieux/service-kit';
import type { AdminEnv } from '../config/admin.env.js';
import { CONTACT_MESSAGE_REPOSITORY } from './app/contact-message.repository.js';
import { SubmitContactMessageUseCase, SUPPORT_EMAIL } from './app/submit-contact-message.usecase.js';
import { ContactHandler } from './infra/contact.handler.js';
import { ListInboxUseCase, ReplyInboxMessageUseCase, SetInboxStatusUseCase } from './app/inbox.usecases.js';
import { InboxHandler } from './infra/inbox.handler.js';
import { ContactUserDeletedHandler } from './infra/user-deleted.handler.js';
import { MikroOrmContactMessageRepository } from './infra/contact-messages.repository.mikro-orm.js';
import { SupportAccountDataHandler } from './infra/support-account-data.handler.js';
import { SupportData } from './infra/support-data.postgres.js';
import { SupportRetentionScheduler } from './infra/support-retention.scheduler.js';

/**
 * The contact form's messages (and GDPR requests): kept in `admin.contact_messages` with their status
 * and times, mailed to SUPPORT_EMAIL through the mail outbox; the admin console's inbox lists them,
 * moves their status and answers them by e-mail (issue 14). A person's export lists theirs; they are
 * deleted 2 years after the last exchange.
 */
@Module({
  imports: [MailOutboxModule],
  controllers: [ContactHandler, InboxHandler, SupportAccountDataHandler],
  providers: [
    SubmitContactMessageUseCase,
    ListInboxUseCase,
    SetInboxStatusUseCase,
    ReplyInboxMessageUseCase,
    // The data export's support messages, and their 2-year retention (issue 30 §5, docs/legal.md).
    SupportData,
    SupportRetentionScheduler,
    ServiceClock,
    ContactUserDeletedHandler,
    { provide: CONTACT_MESSAGE_REPOSITORY, useClass: MikroOrmContactMessageRepository },
    { provide: SUPPORT_EMAIL, inject: [SERVICE_ENV], useFactory: (env: AdminEnv) => env.SUPPORT_EMAIL },
  ],
})
export class ContactModule {}
