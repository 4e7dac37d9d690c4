import { Module } from '@nestjs/common';
import { MAIL_SENDER, NodemailerMailSender, type MailEnv } from '@lieux/mail';
import type { Logger } from 'pino';
import { SERVICE_ENV, SERVICE_LOGGER } from '../service/service.tokens.js';
import { MailOutbox } from './mail-outbox.js';
import { MAIL_RELAY_LOGGER, MAIL_RELAY_OPTIONS, MailRelay } from './mail-relay.js';
import { PendingMailEntity } from './pending-mail.entity.js';

/**
 * A service's outgoing mail, as a feature: MailOutbox (a mail stored in the caller's transaction) and
 * MailRelay (sends, retries with back-off, drops what expired), over @lieux/mail's nodemailer sender.
 * The service lists it in its `features`, its env class extends `WithMailEnv(ServiceEnv)`, and one of
 * its migrations creates the table (`PENDING_MAILS_TABLE_SQL`).
 */
@Module({
  providers: [
    MailOutbox,
    MailRelay,
    { provide: MAIL_SENDER, inject: [SERVICE_ENV], useFactory: (env: MailEnv) => new NodemailerMailSender(env) },
    { provide: MAIL_RELAY_OPTIONS, inject: [SERVICE_ENV], useFactory: (env: MailEnv) => ({ pollIntervalMs: env.MAIL_RELAY_INTERVAL_MS, batchSize: 20 }) },
    { provide: MAIL_RELAY_LOGGER, inject: [SERVICE_LOGGER], useFactory: (logger: Logger) => logger.child({ context: 'MailRelay' }) },
  ],
  exports: [MailOutbox, MailRelay],
})
export class MailOutboxModule {
  static readonly entities = [PendingMailEntity];
}
