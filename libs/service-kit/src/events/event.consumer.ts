import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiError,
  jetstream,
  jetstreamManager,
  type ConsumerConfig,
  type ConsumerMessages,
  type JetStreamClient,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { EVENT_STREAM, EVENT_SUBJECTS, type EventEnvelope, type EventMap } from '@lieux/contracts';
import { currentRequestId, eventsApplied, eventsDeadLettered, eventsRedelivered, extractTraceContext, inSpan, REQUEST_ID_HEADER, requestIdIn, runWithRequestId, SpanKind, type TraceContext } from '@lieux/platform';
import { DeadLetter } from './dead-letter.entity.js';
import { createDefaultEventLogger, errorMessage, type EventLogger, assertSubjectPrefix, durableConsumerName, fromWireSubject, serverVersionAtLeast } from '@lieux/messaging';
import { plannedDurables, serviceDurables, startOfNewDurable, type DurableStart } from './consumer-durables.js';
import { InboxRecord } from './inbox-record.entity.js';
import { isPermanentEventError } from './permanent-event.error.js';

export interface EventHandlerContext<K extends keyof EventMap> {
  /** The transaction the inbox row was written in: write the event's effects through it. */
  em: EntityManager;
  envelope: EventEnvelope<K, EventMap[K]>;
}

export type EventHandler<K extends keyof EventMap> = (
  payload: EventMap[K],
  ctx: EventHandlerContext<K>,
) => Promise<void>;

/** One handler of a subject, under a stable id (`ClassName.method`): the inbox and dead letters are keyed by it. */
interface RegisteredHandler {
  id: string;
  handle: EventHandler<keyof EventMap>;
}

/** A received event with what it takes to apply it. */
interface Delivery {
  msg: JsMsg;
  envelope: EventEnvelope;
  subject: string;
  handlers: RegisteredHandler[];
  /** The request that caused the event: the handlers' log lines carry it. */
  requestId: string;
  /** The trace the event was published in (its `traceparent` header): each handler's span continues it. */
  trace: TraceContext;
}

/** A handler that threw on this delivery. */
interface HandlerFailure {
  handler: string;
  error: unknown;
  permanent: boolean;
}

export interface EventConsumerOptions {
  /**
   * The service's name: its durable's (or, on a server before 2.10, its durables' prefix) and the
   * inbox's `consumer` column, shared by its replicas.
   */
  serviceName: string;
  /** The service's root EntityManager; every event gets a fork and a transaction of its own. */
  em: EntityManager;
  nc: NatsConnection;
  /** Default `EVENTS`. */
  streamName?: string;
  /** The prefix the events were published with (`t1a2b.`); empty in production. */
  subjectPrefix?: string;
  /** Deliveries before an event is dead-lettered. Default 5. */
  maxDeliver?: number;
  /** Delay before the first redelivery of a failed event, doubled at each further failure. Default 1 s. */
  retryDelayMs?: number;
  /** Ceiling of the redelivery delay. Default 30 s. */
  maxRetryDelayMs?: number;
  /** How long a delivery may stay unacknowledged before JetStream redelivers it. Default 30 s. */
  ackWaitMs?: number;
  /** Messages pulled ahead of processing, and the most events applied in one transaction. Default 100. */
  batchSize?: number;
  logger?: EventLogger;
}

/** Consumers created by a server older than this take one filter subject or none (consumer-durables.ts). */
const MULTIPLE_FILTERS_SINCE = '2.10.0';
/** `term` carries a reason from this server version on. */
const TERM_REASON_SINCE = '2.11.0';
/** How long to wait before subscribing again after the subscription broke. */
const RESUBSCRIBE_DELAY_MS = 1_000;

/**
 * A service's durable pull consumer on the event stream. Several handlers may take one subject; each
 * applies the event in a Postgres transaction of its own that first records `(consumer, event id,
 * handler)` in the inbox: a redelivered or re-published event finds the row and skips that handler.
 * A handler that throws rolls its transaction back (inbox row included). A permanent error
 * (`PermanentEventError`, `DomainException`) is written to `dead_letter` at once; any other error
 * gets the event redelivered after a growing delay, and at the last allowed delivery it is written
 * to `dead_letter` too. Every dead letter is logged once, and the event is then terminated.
 */
export class EventConsumer {
  readonly durableName: string;
  /** The metrics' `service` label (the durable's name carries a test prefix). */
  private readonly serviceName: string;
  /** The JetStream durables it pulls from, known once started (one, or one per subject on a server before 2.10). */
  durables: readonly string[] = [];

  private readonly handlers = new Map<string, RegisteredHandler[]>();
  private readonly em: EntityManager;
  private readonly nc: NatsConnection;
  private readonly js: JetStreamClient;
  private readonly streamName: string;
  private readonly subjectPrefix: string;
  private readonly maxDeliver: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly ackWaitMs: number;
  private readonly batchSize: number;
  private readonly logger: EventLogger;

  private running = false;
  /** The open subscriptions, one per durable. */
  private readonly subscriptions = new Set<ConsumerMessages>();
  private loops: Promise<void>[] = [];
  private readonly wakeUps = new Set<() => void>();

  constructor(options: EventConsumerOptions) {
    this.subjectPrefix = options.subjectPrefix ?? '';
    assertSubjectPrefix(this.subjectPrefix);
    this.durableName = durableConsumerName(options.serviceName, this.subjectPrefix);
    this.serviceName = options.serviceName;
    this.em = options.em;
    this.nc = options.nc;
    this.js = jetstream(options.nc);
    this.streamName = options.streamName ?? EVENT_STREAM;
    this.maxDeliver = options.maxDeliver ?? 5;
    this.retryDelayMs = options.retryDelayMs ?? 1_000;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
    this.ackWaitMs = options.ackWaitMs ?? 30_000;
    this.batchSize = options.batchSize ?? 100;
    this.logger = options.logger ?? createDefaultEventLogger(`event-consumer:${options.serviceName}`);
    if (!Number.isInteger(this.maxDeliver) || this.maxDeliver < 1) {
      throw new Error(`maxDeliver must be a positive integer, got ${this.maxDeliver}`);
    }
  }

  /**
   * Registers a handler of one subject under a stable id (default: the subject), unique per subject.
   * All handlers are registered before `start()`.
   */
  on<K extends keyof EventMap>(subject: K, handler: EventHandler<K>, handlerId: string = subject): this {
    if (this.running) {
      throw new Error(`Cannot register a handler for ${subject} on a started consumer`);
    }
    const handlers = this.handlers.get(subject) ?? [];
    if (handlers.some((registered) => registered.id === handlerId)) {
      throw new Error(`A handler ${handlerId} for ${subject} is already registered on ${this.durableName}`);
    }
    handlers.push({ id: handlerId, handle: handler as unknown as EventHandler<keyof EventMap> });
    this.handlers.set(subject, handlers);
    return this;
  }

  /** Creates or updates the durable consumer(s) for the registered subjects, then starts pulling. */
  async start(): Promise<void> {
    if (this.running) {
      return;
    }
    if (this.handlers.size === 0) {
      throw new Error(`Consumer ${this.durableName} has no handlers`);
    }
    this.durables = await this.ensureDurables();
    this.running = true;
    this.loops = this.durables.map((durable) => this.run(durable));
  }

  /** Stops pulling, finishes the events already received, and returns when the last one is settled. */
  async stop(): Promise<void> {
    if (!this.running) {
      await Promise.all(this.loops);
      return;
    }
    this.running = false;
    for (const wakeUp of this.wakeUps) wakeUp();
    const closing = [...this.subscriptions].map((messages) => messages.close());
    await Promise.all(this.loops);
    await Promise.all(closing);
    this.loops = [];
  }

  /**
   * Makes the service's durables match its subjects on this server (`plannedDurables`), new ones
   * starting where the service's existing durables stand; then removes the durables of an earlier
   * layout. Returns the names to pull from. Replicas starting together may race: a durable another
   * replica made first is updated instead, and one it removed first is gone already.
   */
  private async ensureDurables(): Promise<string[]> {
    const jsm = await jetstreamManager(this.nc);
    const planned = plannedDurables(this.durableName, this.subjectPrefix, [...this.handlers.keys()], EVENT_SUBJECTS, serverVersionAtLeast(this.nc, MULTIPLE_FILTERS_SINCE));
    const streamLastSequence = (await jsm.streams.info(this.streamName)).state.last_seq;
    const existing = await serviceDurables(jsm, this.streamName, this.durableName);
    const start = startOfNewDurable(existing, streamLastSequence);
    for (const durable of planned) {
      const updatable: Partial<ConsumerConfig> = { max_deliver: this.maxDeliver, ack_wait: nanos(this.ackWaitMs), ...durable.filter };
      if (!existing.some((info) => info.name === durable.name)) {
        try {
          await jsm.consumers.add(this.streamName, { durable_name: durable.name, ack_policy: AckPolicy.Explicit, ...deliverFrom(start), ...updatable });
          continue;
        } catch (error) {
          if (!(error instanceof JetStreamApiError)) throw error;
        }
      }
      // The durable exists (maybe with another filter or max_deliver): update it.
      await jsm.consumers.update(this.streamName, durable.name, updatable);
    }
    for (const obsolete of existing.filter((info) => !planned.some((durable) => durable.name === info.name))) {
      try {
        await jsm.consumers.delete(this.streamName, obsolete.name);
        this.logger.info({ consumer: this.durableName, durable: obsolete.name }, 'durable of an earlier layout removed');
      } catch (error) {
        if (!(error instanceof JetStreamApiError)) throw error;
      }
    }
    return planned.map((durable) => durable.name);
  }

  private async run(durable: string): Promise<void> {
    while (this.running) {
      const received = new DeliveryQueue(this.batchSize, (batch) =>
        this.handleBatch(batch).catch((error: unknown) => {
          // Its messages were neither acknowledged nor refused: JetStream redelivers them after ack_wait.
          this.logger.warn({ consumer: this.durableName, durable, error: errorMessage(error) }, 'event batch not settled');
        }),
      );
      let messages: ConsumerMessages | undefined;
      try {
        const consumer = await this.js.consumers.get(this.streamName, durable);
        messages = await consumer.consume({ max_messages: this.batchSize });
        this.subscriptions.add(messages);
        if (!this.running) {
          // stop() came while subscribing: end the iteration below (close() settles once it has ended).
          void messages.close();
        }
        for await (const msg of messages) {
          await received.push(msg);
        }
      } catch (error) {
        if (this.running) {
          this.logger.warn({ consumer: this.durableName, durable, error: errorMessage(error) }, 'event subscription broke');
        }
      } finally {
        if (messages) this.subscriptions.delete(messages);
        await received.drained();
      }
      if (this.running) {
        await this.pause(RESUBSCRIBE_DELAY_MS);
      }
    }
  }

  /**
   * The events received while the previous batch was being applied. First deliveries go in one
   * transaction (one commit for the lot: the consumer keeps up with a burst of votes); when anything in
   * it fails, nothing of it is kept and each event is applied on its own, so the failing one gets its
   * retry or dead letter and the others are not held back by it. Redeliveries are applied one by one.
   */
  private async handleBatch(batch: JsMsg[]): Promise<void> {
    const deliveries = batch.flatMap((msg) => this.accept(msg) ?? []);
    const firstTries = deliveries.filter((delivery) => delivery.msg.info.deliveryCount === 1);
    const together = firstTries.length > 1 && (await this.applyTogether(firstTries));
    for (const delivery of together ? deliveries.filter((d) => d.msg.info.deliveryCount > 1) : deliveries) {
      // The handler's own log lines carry the request id of the request that caused the event.
      await runWithRequestId(delivery.requestId, () => this.process(delivery.msg, delivery.envelope, delivery.subject, delivery.handlers, delivery.trace));
    }
  }

  /** The event of a message with the handlers to run, or undefined when the message is settled already. */
  private accept(msg: JsMsg): Delivery | undefined {
    const subject = fromWireSubject(this.subjectPrefix, msg.subject);
    const envelope = parseEnvelope(msg);
    if (!envelope) {
      this.logger.error(
        { consumer: this.durableName, subject: msg.subject, streamSequence: msg.seq },
        'malformed event terminated',
      );
      msg.term();
      return undefined;
    }
    const handlers = subject === undefined ? undefined : this.handlers.get(subject);
    if (!handlers || subject === undefined) {
      // Expected, not a fault: the durable's filter is wider than the handlers (a handler removed in this
      // version, a durable of an earlier layout still draining), so a warn line here could be one per event.
      this.logger.debug(
        { consumer: this.durableName, eventId: envelope.id, subject: msg.subject },
        'no handler for event subject, acknowledged',
      );
      msg.ack();
      return undefined;
    }
    const requestId = envelope.requestId || msg.headers?.get(REQUEST_ID_HEADER) || envelope.id;
    return { msg, envelope, subject, handlers, requestId, trace: extractTraceContext(msg.headers) };
  }

  /** Every handler of every delivery in one transaction; false (nothing kept, nothing acknowledged) when one failed. */
  private async applyTogether(deliveries: Delivery[]): Promise<boolean> {
    try {
      await this.em.fork().transactional(async (em) => {
        for (const delivery of deliveries) {
          for (const handler of delivery.handlers) {
            await runWithRequestId(delivery.requestId, () =>
              this.traced(delivery.trace, delivery.subject, handler, () => this.applyIn(em, delivery.envelope, delivery.subject, handler, delivery.msg.info.deliveryCount)),
            );
          }
        }
      });
    } catch (error) {
      this.logger.debug({ consumer: this.durableName, events: deliveries.length, error: errorMessage(error) }, 'batch failed, applying its events one by one');
      return false;
    }
    for (const delivery of deliveries) {
      delivery.msg.ack();
      eventsApplied.inc({ service: this.serviceName, subject: delivery.subject });
    }
    return true;
  }

  private async process(msg: JsMsg, envelope: EventEnvelope, subject: string, handlers: RegisteredHandler[], trace: TraceContext): Promise<void> {
    const deliveryCount = msg.info.deliveryCount;
    if (deliveryCount > 1) eventsRedelivered.inc({ service: this.serviceName, subject });
    const deadLettered = deliveryCount > 1 ? await this.deadLetteredHandlers(envelope.id) : new Set<string>();
    const failures: HandlerFailure[] = [];
    for (const handler of handlers.filter((candidate) => !deadLettered.has(candidate.id))) {
      try {
        await this.traced(trace, subject, handler, () => this.apply(envelope, subject, handler, deliveryCount));
      } catch (error) {
        failures.push({ handler: handler.id, error, permanent: isPermanentEventError(error) });
      }
    }
    const transient = failures.filter((failure) => !failure.permanent);
    if (transient.length > 0 && deliveryCount < this.maxDeliver) {
      await Promise.all(failures.filter((failure) => failure.permanent).map((failure) => this.deadLetter(envelope, subject, deliveryCount, failure)));
      const retryInMs = Math.min(this.retryDelayMs * 2 ** (deliveryCount - 1), this.maxRetryDelayMs);
      for (const failure of transient) {
        this.logger.error({ ...this.failureContext(envelope, subject, deliveryCount, failure), retryInMs }, 'event handler failed, will retry');
      }
      msg.nak(retryInMs);
      return;
    }
    if (failures.length === 0) {
      msg.ack();
      eventsApplied.inc({ service: this.serviceName, subject });
      return;
    }
    await Promise.all(failures.map((failure) => this.deadLetter(envelope, subject, deliveryCount, failure)));
    const reason = `dead-lettered: ${errorMessage(failures[0].error)}`.slice(0, 200);
    if (serverVersionAtLeast(this.nc, TERM_REASON_SINCE)) {
      msg.term(reason);
    } else {
      msg.term();
    }
  }

  /**
   * Applies one event for one of its handlers through the inbox, as a delivery would (a dead letter's
   * replay): `alongside` runs in the same transaction, whether the handler ran or the inbox had the
   * event already. Throws what the handler threw, and then nothing is kept.
   */
  async applyOnce(
    envelope: EventEnvelope,
    subject: string,
    handlerId: string,
    alongside: (em: EntityManager) => Promise<void>,
  ): Promise<'applied' | 'already_applied' | 'unknown_handler'> {
    const handler = this.handlers.get(subject)?.find((candidate) => candidate.id === handlerId);
    if (!handler) return 'unknown_handler';
    return runWithRequestId(envelope.requestId || envelope.id, () =>
      this.em.fork().transactional(async (em) => {
        const applied = await this.applyIn(em, envelope, subject, handler, 0);
        await alongside(em);
        return applied ? 'applied' : 'already_applied';
      }),
    );
  }

  /**
   * One handler's work on one event in a consumer span of the event's trace (docs/tracing.md); with
   * tracing on, the handler's log lines carry that trace's id as request id.
   */
  private traced<T>(trace: TraceContext, subject: string, handler: RegisteredHandler, work: () => Promise<T>): Promise<T> {
    const consumer = { kind: SpanKind.CONSUMER, parent: trace, attributes: { 'messaging.system': 'nats', 'messaging.consumer.group.name': this.durableName, 'lieux.handler': handler.id } };
    return inSpan(`${subject} process`, consumer, (span) => runWithRequestId(requestIdIn(span, currentRequestId()) ?? '', work));
  }

  /** Records the event in the inbox and runs one handler in a transaction of its own; false when it applied it before. */
  private apply(envelope: EventEnvelope, subject: string, handler: RegisteredHandler, deliveryCount: number): Promise<boolean> {
    return this.em.fork().transactional((em) => this.applyIn(em, envelope, subject, handler, deliveryCount));
  }

  /** Records the event in the inbox and runs one handler in the given transaction; false when it applied it before. */
  private async applyIn(em: EntityManager, envelope: EventEnvelope, subject: string, handler: RegisteredHandler, deliveryCount: number): Promise<boolean> {
    const inserted = await em
      .createQueryBuilder(InboxRecord)
      .insert({ consumer: this.durableName, eventId: envelope.id, handler: handler.id, subject, processedAt: new Date() })
      .onConflict(['consumer', 'eventId', 'handler'])
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 0) {
      this.logger.info(
        { consumer: this.durableName, handler: handler.id, eventId: envelope.id, subject, deliveryCount },
        'event already applied, skipped',
      );
      return false;
    }
    await handler.handle(envelope.payload as EventMap[keyof EventMap], {
      em,
      envelope: envelope as EventEnvelope<keyof EventMap, EventMap[keyof EventMap]>,
    });
    return true;
  }

  /**
   * The handlers that gave up on this event already (a permanent error on an earlier delivery). When
   * the database does not answer, none: the handlers' own transactions then fail and ask for a retry.
   */
  private async deadLetteredHandlers(eventId: string): Promise<Set<string>> {
    try {
      const rows = await this.em.fork().find(DeadLetter, { consumer: this.durableName, eventId }, { fields: ['handler'] });
      return new Set(rows.map((row) => row.handler));
    } catch {
      return new Set();
    }
  }

  private failureContext(envelope: EventEnvelope, subject: string, deliveryCount: number, failure: HandlerFailure) {
    return {
      consumer: this.durableName,
      handler: failure.handler,
      eventId: envelope.id,
      subject,
      requestId: envelope.requestId,
      deliveryCount,
      maxDeliver: this.maxDeliver,
      permanent: failure.permanent,
      error: errorMessage(failure.error),
    };
  }

  /** Writes one dead letter and logs it once; if the row cannot be written, the whole envelope goes to the log. */
  private async deadLetter(envelope: EventEnvelope, subject: string, deliveryCount: number, failure: HandlerFailure): Promise<void> {
    const context = this.failureContext(envelope, subject, deliveryCount, failure);
    eventsDeadLettered.inc({ service: this.serviceName, subject });
    try {
      await this.em
        .fork()
        .createQueryBuilder(DeadLetter)
        .insert({
          consumer: this.durableName,
          eventId: envelope.id,
          handler: failure.handler,
          subject,
          envelope,
          error: context.error,
          failedAt: new Date(),
        })
        .onConflict(['consumer', 'eventId', 'handler'])
        .merge()
        .execute('run');
    } catch (deadLetterError) {
      // The event is about to leave the stream's delivery for good: keep it in the log instead.
      this.logger.error({ ...context, envelope, deadLetterError: errorMessage(deadLetterError) }, 'dead-letter write failed');
    }
    this.logger.warn(
      { ...context, stack: failure.error instanceof Error ? failure.error.stack : undefined },
      'event dead-lettered',
    );
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wakeUps.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUps.add(done);
    });
  }
}

/**
 * Messages received from the subscription, applied in batches of what arrived while the previous batch
 * was being applied: one at a time when events trickle in, up to `limit` together in a burst. Reading
 * waits while a full batch is already waiting (JetStream holds the rest).
 */
class DeliveryQueue {
  private waiting: JsMsg[] = [];
  private draining: Promise<void> | undefined;

  constructor(
    private readonly limit: number,
    /** Never rejects. */
    private readonly apply: (batch: JsMsg[]) => Promise<void>,
  ) {}

  async push(msg: JsMsg): Promise<void> {
    this.waiting.push(msg);
    this.draining ??= this.drain();
    if (this.waiting.length >= this.limit) {
      await this.draining;
    }
  }

  /** Returns when every message pushed so far is applied. */
  async drained(): Promise<void> {
    await this.draining;
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        await this.apply(this.waiting.splice(0, this.limit));
      }
    } finally {
      this.draining = undefined;
    }
  }
}

function deliverFrom(start: DurableStart): Pick<ConsumerConfig, 'deliver_policy' | 'opt_start_seq'> {
  return start.policy === 'all' ? { deliver_policy: DeliverPolicy.All } : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: start.sequence };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseEnvelope(msg: JsMsg): EventEnvelope | undefined {
  try {
    const value = msg.json<Partial<EventEnvelope>>();
    if (typeof value?.id === 'string' && UUID.test(value.id) && typeof value.subject === 'string' && 'payload' in value) {
      return value as EventEnvelope;
    }
  } catch {
    return undefined;
  }
  return undefined;
}
