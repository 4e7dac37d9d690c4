import { LockMode, QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JetStreamApiError, jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { jserrors } from '@nats-io/jetstream/internal';
import { headers, InvalidArgumentError, InvalidSubjectError, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { EVENT_STREAM } from '@lieux/contracts';
import { inSpan, injectTraceContext, REQUEST_ID_HEADER, SpanKind, TRACEPARENT_HEADER, traceContextOf } from '@lieux/platform';
import { createDefaultEventLogger, errorMessage, type EventLogger, assertSubjectPrefix, toWireSubject } from '@lieux/messaging';
import { quoteIdentifier } from '@lieux/persistence';
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
  /** Publications that failed for a while (NATS unreachable, timeout…), retried on a later round. */
  failures: number;
  /** Rows set aside: JetStream can never take them as they are (no stream for the subject, too large…). */
  setAside: number;
}

/** The rows waiting to be published, read at once (metrics read it at each scrape). */
export interface OutboxBacklog {
  rows: number;
  /** Age of the oldest waiting row; 0 when none waits. */
  oldestAgeSeconds: number;
}

/** What became of one publish. */
type PublishOutcome = 'published' | 'retry' | 'set-aside';

/** JetStream's answer to one publish: stored (perhaps as a duplicate it had), or why not. */
type Sent = { stored: true; duplicate: boolean } | { stored: false; error: string; permanent: boolean };

/**
 * Moves outbox rows to JetStream. Each round claims up to `batchSize` unpublished rows with
 * `select … for update skip locked` inside a transaction, so replicas running side by side never
 * publish the same row at the same time, publishes them in order (all sent at once, the
 * acknowledgements awaited together) with the event id as JetStream message id (a re-publication
 * within the stream's duplicate window is dropped by the server), and marks them published in the
 * same transaction. A row JetStream can never take as it is (no stream
 * takes its subject, too large…) is set aside (`failed_at`, `last_error`) and the round goes on: one
 * bad row does not stall the service's events. A transient failure (NATS unreachable, timeout) ends
 * the round: that row keeps `published_at` null with one more attempt counted, and the rows after it
 * wait too. Events leave in the order they were written, except after such a failure, when rows
 * after the failed one that JetStream stored may arrive before it (consumers never rely on order:
 * a redelivery reorders events too).
 */
export class OutboxRelay {
  readonly stats: OutboxRelayStats = { published: 0, duplicates: 0, failures: 0, setAside: 0 };

  private readonly em: EntityManager;
  private readonly nc: NatsConnection;
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
    this.nc = options.nc;
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
    return (await this.publishRound()).published;
  }

  /**
   * The rows still to publish (set-aside rows excluded: they will never leave) and the age of the
   * oldest, in one query on the partial index of pending rows.
   */
  async backlog(): Promise<OutboxBacklog> {
    const table = `${quoteIdentifier(String(this.em.config.get('schema') ?? 'public'))}.outbox`;
    const [row] = await this.em.getConnection().execute<{ rows: number; age: number | null }[]>(
      `select count(*)::int as rows, extract(epoch from now() - min(created_at))::float8 as age from ${table} where published_at is null and failed_at is null`,
    );
    return { rows: row.rows, oldestAgeSeconds: Math.max(0, row.age ?? 0) };
  }

  /** One round: rows published, and whether it went through a full batch (then more rows may wait). */
  private async publishRound(): Promise<{ published: number; fullBatch: boolean }> {
    return this.em.fork().transactional(async (em) => {
      const rows = await em.find(
        OutboxMessage,
        { publishedAt: null, failedAt: null },
        {
          orderBy: { createdAt: QueryOrder.ASC },
          limit: this.batchSize,
          lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE,
        },
      );
      // Sent all at once, in order: JetStream stores them in the order they arrive on this connection,
      // and a round waits for one round trip instead of one per row.
      const sends = rows.map((row) => this.send(row));
      let published = 0;
      for (const [index, row] of rows.entries()) {
        const outcome = this.settle(row, await sends[index]);
        if (outcome === 'retry') {
          // The rows after it wait for a later round, even those JetStream stored meanwhile: they go
          // again then, and JetStream drops them as duplicates of their message id.
          await Promise.all(sends.slice(index + 1));
          return { published, fullBatch: false };
        }
        if (outcome === 'published') {
          published += 1;
        }
      }
      return { published, fullBatch: rows.length === this.batchSize };
    });
  }

  private async loop(): Promise<void> {
    do {
      this.rerun = false;
      try {
        if ((await this.publishRound()).fullBatch) {
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

  /** Publishes one row; never throws. A row written in a trace is published in a producer span of that trace. */
  private send(row: OutboxMessage): Promise<Sent> {
    if (!row.traceparent) return this.publish(row, headers());
    const producer = { kind: SpanKind.PRODUCER, parent: traceContextOf(row.traceparent), attributes: { 'messaging.system': 'nats', 'messaging.message.id': row.id } };
    return inSpan(`${row.subject} publish`, producer, (span) => {
      const hdrs = headers();
      // The writer's context as stored, replaced by the producer span's when this process traces too.
      hdrs.set(TRACEPARENT_HEADER, row.traceparent as string);
      injectTraceContext(hdrs);
      return this.publish(row, hdrs).then((sent) => {
        if (!sent.stored) span.setAttribute('error.type', sent.error);
        return sent;
      });
    });
  }

  private async publish(row: OutboxMessage, hdrs: MsgHdrs): Promise<Sent> {
    const wireSubject = toWireSubject(this.subjectPrefix, row.subject);
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
      return { stored: true, duplicate: ack.duplicate };
    } catch (error) {
      return { stored: false, error: errorMessage(error), permanent: await this.isPermanent(error, wireSubject) };
    }
  }

  /** Records what became of one row's publication on the row (marked in the round's transaction) and in the stats. */
  private settle(row: OutboxMessage, sent: Sent): PublishOutcome {
    row.attempts += 1;
    if (sent.stored) {
      row.publishedAt = new Date();
      this.stats.published += 1;
      if (sent.duplicate) {
        this.stats.duplicates += 1;
      }
      return 'published';
    }
    row.lastError = sent.error;
    const context = { eventId: row.id, subject: row.subject, attempts: row.attempts, error: row.lastError };
    if (sent.permanent) {
      row.failedAt = new Date();
      this.stats.setAside += 1;
      this.logger.warn(context, 'event cannot be published, set aside');
      return 'set-aside';
    }
    this.stats.failures += 1;
    this.logger.warn(context, 'event publish failed, will retry');
    return 'retry';
  }

  /**
   * Whether JetStream will refuse this row whatever the retries: a payload or subject the client
   * refuses, a request the server answers with a 4xx (the expected stream is another one…), or no
   * responder because no stream takes the subject, which the server then confirms. A timeout, a closed
   * connection, or JetStream not answering at all is transient.
   */
  private async isPermanent(error: unknown, wireSubject: string): Promise<boolean> {
    if (error instanceof InvalidArgumentError || error instanceof InvalidSubjectError) {
      return true;
    }
    if (error instanceof JetStreamApiError) {
      return error.status >= 400 && error.status < 500;
    }
    if (error instanceof jserrors.JetStreamNotEnabled) {
      return this.noStreamTakes(wireSubject);
    }
    return false;
  }

  private async noStreamTakes(wireSubject: string): Promise<boolean> {
    try {
      await (await jetstreamManager(this.nc)).streams.find(wireSubject);
      return false;
    } catch (error) {
      return error instanceof jserrors.StreamNotFoundError;
    }
  }
}
