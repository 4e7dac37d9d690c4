import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LockMode, QueryOrder } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { MAIL_SENDER, type MailSender } from '@lieux/mail';
import type { Locale } from '@lieux/contracts';
import { RepeatingTask } from '../service/repeating-task.js';
import { PendingMailEntity } from './pending-mail.entity.js';

export const MAIL_RELAY_OPTIONS = Symbol('MailRelayOptions');
export const MAIL_RELAY_LOGGER = Symbol('MailRelayLogger');

export interface MailRelayOptions {
  /** How often due mails are looked for. */
  pollIntervalMs: number;
  /** Mails claimed per round. */
  batchSize: number;
}

/** 2 s, 4 s, 8 s… up to 5 minutes between attempts at one mail. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, 5 * 60_000);
}

/**
 * Sends the pending mails. Each round claims due rows with `select … for update skip locked` (replicas
 * never send the same mail together), sends each, deletes it once the SMTP server accepted it, or
 * counts the failure and schedules the next attempt with back-off. A mail past its expiry (its link no
 * longer works) is dropped unsent, with a warning. An SMTP server down for a while loses nothing.
 */
@Injectable()
export class MailRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: RepeatingTask;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MAIL_SENDER) private readonly sender: MailSender,
    @Inject(MAIL_RELAY_OPTIONS) private readonly options: MailRelayOptions,
    @Inject(MAIL_RELAY_LOGGER) private readonly logger: Logger,
  ) {
    this.task = new RepeatingTask(() => this.sendDue(), options.pollIntervalMs, (error) => this.logger.warn({ err: error }, 'mail relay round failed'));
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** Sends what is due now (tests, and right after a use case added a mail). */
  flush(): Promise<void> {
    return this.task.runNow();
  }

  private async sendDue(): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const now = new Date();
      const due = await em.find(
        PendingMailEntity,
        { nextAttemptAt: { $lte: now } },
        { orderBy: { nextAttemptAt: QueryOrder.ASC }, limit: this.options.batchSize, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      for (const mail of due) {
        if (mail.expiresAt <= now) {
          this.logger.warn({ mailId: mail.id, attempts: mail.attempts, lastError: mail.lastError }, 'mail dropped unsent: it expired');
          em.remove(mail);
          continue;
        }
        try {
          await this.sender.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, locale: mail.locale as Locale });
          em.remove(mail);
        } catch (error) {
          mail.attempts += 1;
          mail.lastError = error instanceof Error ? error.message.slice(0, 500) : String(error);
          mail.nextAttemptAt = new Date(Date.now() + retryDelayMs(mail.attempts));
          this.logger.warn({ mailId: mail.id, attempts: mail.attempts, err: error }, 'mail not sent; will retry');
        }
      }
    });
  }
}
