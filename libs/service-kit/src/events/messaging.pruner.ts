import type { EntityManager } from '@mikro-orm/postgresql';
import { createDefaultEventLogger, errorMessage, type EventLogger } from '@lieux/messaging';
import { InboxRecord } from './inbox-record.entity.js';
import { OutboxMessage } from './outbox-message.entity.js';

export interface MessagingPrunerOptions {
  /** The service's root EntityManager; each round forks it. */
  em: EntityManager;
  /** Published outbox rows older than this are deleted. Rows set aside or still waiting are kept. */
  outboxRetentionDays: number;
  /** Inbox rows older than this are deleted: at least the stream's max age, so a redelivery still finds its row. */
  inboxRetentionDays: number;
  /** Default 60 minutes. */
  intervalMinutes?: number;
  logger?: EventLogger;
}

export interface PruneResult {
  outbox: number;
  inbox: number;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Keeps the outbox and the inbox from growing for ever: once at start and then every interval, it
 * deletes the published outbox rows and the inbox rows older than their retention. Dead letters and
 * outbox rows set aside are kept until someone replays or removes them (docs/messaging.md).
 */
export class MessagingPruner {
  private readonly logger: EventLogger;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<unknown> | undefined;

  constructor(private readonly options: MessagingPrunerOptions) {
    this.logger = options.logger ?? createDefaultEventLogger('messaging-pruner');
  }

  start(): void {
    if (this.timer) {
      return;
    }
    this.runRound();
    this.timer = setInterval(() => this.runRound(), (this.options.intervalMinutes ?? 60) * 60_000);
    this.timer.unref();
  }

  /** Stops the interval and waits for a round in progress. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.round;
  }

  /** One pruning round, relative to `now`. */
  async prune(now = new Date()): Promise<PruneResult> {
    const em = this.options.em.fork();
    const outbox = await em.nativeDelete(OutboxMessage, {
      publishedAt: { $lt: new Date(now.getTime() - this.options.outboxRetentionDays * DAY_MS) },
    });
    const inbox = await em.nativeDelete(InboxRecord, {
      processedAt: { $lt: new Date(now.getTime() - this.options.inboxRetentionDays * DAY_MS) },
    });
    return { outbox, inbox };
  }

  private runRound(): void {
    if (this.round) {
      return;
    }
    this.round = this.prune()
      .then((deleted) => {
        if (deleted.outbox + deleted.inbox > 0) {
          this.logger.info({ deleted }, 'messaging tables pruned');
        }
      })
      .catch((error: unknown) => this.logger.warn({ error: errorMessage(error) }, 'messaging tables pruning failed, retrying later'))
      .finally(() => {
        this.round = undefined;
      });
  }
}
