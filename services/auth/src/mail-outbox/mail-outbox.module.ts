import { Module } from '@nestjs/common';
import { MAIL_SENDER, NodemailerMailSender } from '@lieux/mail';
import { SERVICE_ENV, SERVICE_LOGGER } from '@lieux/service-kit';
import type { Logger } from 'pino';
import type { AuthEnv } from '../config/auth.env.js';
import { MailOutbox } from './infra/mail-outbox.js';
import { MAIL_RELAY_LOGGER, MAIL_RELAY_OPTIONS, MailRelay } from './infra/mail-relay.js';
import { PendingMailEntity } from './infra/pending-mail.entity.js';

/**
 * The service's outgoing mail: MailOutbox (a mail stored in the caller's transaction) and MailRelay
 * (sends, retries with back-off, drops what expired), over @lieux/mail's nodemailer sender.
 */
@Module({
  providers: [
    MailOutbox,
    MailRelay,
    {
      provide: MAIL_SENDER,
      inject: [SERVICE_ENV],
      useFactory: (env: AuthEnv) => new NodemailerMailSender(env),
    },
    { provide: MAIL_RELAY_OPTIONS, inject: [SERVICE_ENV], useFactory: (env: AuthEnv) => ({ pollIntervalMs: env.MAIL_RELAY_INTERVAL_MS, batchSize: 20 }) },
    { provide: MAIL_RELAY_LOGGER, inject: [SERVICE_LOGGER], useFactory: (logger: Logger) => logger.child({ context: 'MailRelay' }) },
  ],
  exports: [MailOutbox, MailRelay],
})
export class MailOutboxModule {
  static readonly entities = [PendingMailEntity];
}
