import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { headers, type NatsConnection } from '@nats-io/transport-node';
import { EVENT_STREAM } from '@lieux/contracts';
import { REQUEST_ID_HEADER } from '@lieux/platform';
import { createDefaultEventLogger, errorMessage, type EventLogger, assertSubjectPrefix, toWireSubject } from '@lieux/messaging';
import { OutboxMessage } from './outbox-message.entity.js';

export interface OutboxRelayOptions {
  /** The service's root EntityManager; the relay forks it for every round. */
  em: EntityManager;
  nc: NatsConnection;
  /** Default `EVENTS`: a publish is refused unless this stream stores it. */
  streamName?: string;
  /** Prepended to every subject on the wire (`t1a2b.`); empty in production. */
  subjectPrefix?: string;
  /** Default 250 ms. */
  pollIntervalMs?: number;
  /** Rows claimed per round. Default 100. */
  batchSize?: number;
  /** How long to wait for JetStream's acknowledgement of one publish. Default 5 s. */
  publishTimeoutMs?: number;
  logger?: EventLogger;
}

/** Counters since start, for tests and metrics. */
export interface OutboxRelayStats {
  /** Rows published and marked (JetStream stored them, or already had them within its duplicate window). */
  published: number;
  /** Publications JetStream reported as duplicates of a message id it had already stored. */
  duplicates: number;
  /** Publications that failed (NATS unreachable, no stream for the subject…), retried on a later round. */
  failures: number;
}

/**
 * Moves outbox rows to JetStream. Each round claims up to `batchSize` unpublished rows with
 * `select … for update skip locked` inside a transaction, so replicas running side by side never
 * publish the same row at the same time, publishes them in order with the event id as JetStream
 * message id (a re-publication within the stream's duplicate window is dropped by the server), and
 * marks them published in the same transaction. The first failed publish ends the round: that row
 * keeps `published_at` null with one more attempt counted, and the rows after it wait too, so events
 * leave in the order they were written.
 */
export class OutboxRelay {
  readonly stats: OutboxRelayStats = { published: 0, duplicates: 0, failures: 0 };

  private readonly em: EntityManager;
  private readonly js: JetStreamClient;
  private readonly streamName: string;
  private readonly subjectPrefix: string;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly publishTimeoutMs: number;
  private readonly logger: EventLogger;

  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private rerun = false;

  constructor(options: OutboxRelayOptions) {
    this.em = options.em;
    this.js = jetstream(options.nc);
    this.streamName = options.streamName ?? EVENT_STREAM;
    this.subjectPrefix = options.subjectPrefix ?? '';
    assertSubjectPrefix(this.subjectPrefix);
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.batchSize = options.batchSize ?? 100;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 5_000;
    this.logger = options.logger ?? createDefaultEventLogger('outbox-relay');
  }

  /** Starts polling; the first round runs at once. Idempotent. */
  async start(): Promise<void> {
    if (this.running) {
      return;
    }
    this.running = true;
    this.kick();
  }

  /** Stops polling and waits for the round in progress to commit. */
  async stop(): Promise<void> {
    this.running = false;
    this.rerun = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.round;
  }

  /** Runs a round now instead of at the next tick, e.g. right after a transaction that added events. */
  kick(): void {
    if (!this.running) {
      return;
    }
    if (this.round) {
      this.rerun = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.round = this.loop().finally(() => {
      this.round = undefined;
      this.schedule();
    });
  }

  /**
   * One claim-publish-mark round, whether or not the relay is started. Returns the number of rows
   * marked published. Throws when the database cannot be reached; publish failures do not throw.
   */
  async publishPending(): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const rows = await em.find(
        OutboxMessage,
        { publishedAt: null },
        {
          orderBy: { createdAt: QueryOrder.ASC },
          limit: this.batchSize,
          lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
        },
      );
      let published = 0;
      for (const row of rows) {
        row.attempts += 1;
        if (!(await this.publish(row))) {
          break;
        }
        row.publishedAt = new Date();
        published += 1;
      }
      return published;
    });
  }

  private async loop(): Promise<void> {
    do {
      this.rerun = false;
      try {
        const published = await this.publishPending();
        if (published === this.batchSize) {
          this.rerun = true;
        }
      } catch (error) {
        this.logger.warn({ error: errorMessage(error) }, 'outbox relay round failed, retrying');
      }
    } while (this.running && this.rerun);
  }

  private schedule(): void {
    if (this.running) {
      this.timer = setTimeout(() => this.kick(), this.pollIntervalMs);
      this.timer.unref();
    }
  }

  private async publish(row: OutboxMessage): Promise<boolean> {
    const wireSubject = toWireSubject(this.subjectPrefix, row.subject);
    const hdrs = headers();
    if (row.requestId) {
      hdrs.set(REQUEST_ID_HEADER, row.requestId);
    }
    try {
      const ack = await this.js.publish(wireSubject, JSON.stringify(row.payload), {
        msgID: row.id,
        headers: hdrs,
        timeout: this.publishTimeoutMs,
        expect: { streamName: this.streamName },
      });
      this.stats.published += 1;
      if (ack.duplicate) {
        this.stats.duplicates += 1;
      }
      return true;
    } catch (error) {
      this.stats.failures += 1;
      this.logger.warn(
        { eventId: row.id, subject: row.subject, attempts: row.attempts, error: errorMessage(error) },
        'event publish failed, will retry',
      );
      return false;
    }
  }
}
