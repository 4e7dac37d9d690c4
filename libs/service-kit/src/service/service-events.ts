import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import type { DeadLetterReplayReply, DeadLetterReplayRequest, EventSubject } from '@lieux/contracts';
import { ensureEventStream, NATS_CONNECTION } from '@lieux/messaging';
import { DeadLetterReplayer } from '../events/dead-letter-replay.js';
import { EventConsumer, type EventHandler } from '../events/event.consumer.js';
import { MessagingPruner } from '../events/messaging.pruner.js';
import { onEventSubject } from '../events/on-event.decorator.js';
import { OutboxRelay } from '../events/outbox.relay.js';
import { DependencyUnreachableError } from '@lieux/platform';
import { watchOutboxBacklog } from '../events/outbox-metrics.js';
import type { ServiceEnv } from '../config/service-env.js';
import { SERVICE_ENV, SERVICE_LOGGER, SERVICE_NAME } from './service.tokens.js';

const DAY_MS = 24 * 60 * 60_000;

/** One `@OnEvent` method found on a provider. */
export interface DiscoveredEventHandler {
  subject: EventSubject;
  /** `ClassName.method`: stable across restarts, the inbox and dead letters are keyed by it. */
  id: string;
  handle: EventHandler<EventSubject>;
}

/**
 * Every service publishes its facts through its outbox and consumes the events its features declare
 * with `@OnEvent`. At start-up: the event stream is made sure of, the relay starts moving committed
 * outbox rows to JetStream, the service's durable consumer starts when a feature has handlers, and
 * the pruner starts. At shutdown, before the database and NATS connections close: the consumer
 * stops pulling and finishes the events in hand, then the pruner and the relay stop.
 */
@Injectable()
export class ServiceEvents implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private relay?: OutboxRelay;
  private consumer?: EventConsumer;
  private pruner?: MessagingPruner;
  private replayer?: DeadLetterReplayer;
  private unwatchBacklog?: () => void;
  private started = false;

  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(SERVICE_ENV) private readonly env: ServiceEnv,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_NAME) private readonly serviceName: string,
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // A service started with its NATS microservice runs the bootstrap hooks twice (the microservice's
    // init, then the app's): a second relay and consumer would be orphaned, never stopped at shutdown.
    if (this.started) return;
    this.started = true;
    const env = this.env;
    const stream = { streamName: env.EVENT_STREAM, subjectPrefix: env.NATS_SUBJECT_PREFIX };
    await ensureEventStream(await this.jetStream(), {
      ...stream,
      maxAgeMs: env.EVENT_STREAM_MAX_AGE_DAYS * DAY_MS,
      replicas: env.EVENT_STREAM_REPLICAS,
      duplicateWindowMs: env.EVENT_STREAM_DUPLICATE_WINDOW_SECONDS * 1000,
    });
    this.relay = new OutboxRelay({ em: this.orm.em, nc: this.nats, ...stream, logger: this.logger });
    await this.relay.start();
    this.unwatchBacklog = watchOutboxBacklog(this.serviceName, this.relay);
    const handlers = this.eventHandlers();
    if (handlers.length > 0) {
      const consumer = new EventConsumer({ serviceName: this.serviceName, em: this.orm.em, nc: this.nats, ...stream, logger: this.logger });
      for (const handler of handlers) {
        consumer.on(handler.subject, handler.handle, handler.id);
      }
      await consumer.start();
      this.consumer = consumer;
      this.replayer = new DeadLetterReplayer(consumer, this.orm.em, this.logger);
      this.logger.info({ consumer: consumer.durableName, handlers: handlers.map(({ subject, id }) => `${subject} → ${id}`) }, 'event consumer started');
    }
    this.pruner = new MessagingPruner({
      em: this.orm.em,
      outboxRetentionDays: env.EVENT_OUTBOX_RETENTION_DAYS,
      inboxRetentionDays: env.EVENT_INBOX_RETENTION_DAYS,
      intervalMinutes: env.EVENT_PRUNE_INTERVAL_MINUTES,
      logger: this.logger,
    });
    this.pruner.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.unwatchBacklog?.();
    // Each one stops even when the one before failed (a consumer whose NATS connection the RPC server
    // already drained throws): a relay left running would poll a closed database forever.
    for (const [name, stop] of [
      ['consumer', () => this.consumer?.stop()],
      ['pruner', () => this.pruner?.stop()],
      ['relay', () => this.relay?.stop()],
    ] as const) {
      try {
        await stop();
      } catch (error) {
        this.logger.warn({ err: error, part: name }, 'event machinery did not stop cleanly');
      }
    }
  }

  /** `npm run dlq -- replay`: a service without event handlers has no dead letters. */
  replayDeadLetter(request: DeadLetterReplayRequest): Promise<DeadLetterReplayReply> {
    return this.replayer?.replay(request) ?? Promise.resolve({ outcome: 'not_found' });
  }

  /** The `@OnEvent` methods of every provider of the application, bound to their instance. */
  eventHandlers(): DiscoveredEventHandler[] {
    return this.discovery.getProviders().flatMap((wrapper) => {
      const instance: unknown = wrapper.instance;
      if (!wrapper.isDependencyTreeStatic() || typeof instance !== 'object' || instance === null) {
        return [];
      }
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      return this.scanner.getAllMethodNames(prototype).flatMap((method) => {
        const subject = onEventSubject(prototype[method]);
        if (subject === undefined) {
          return [];
        }
        const handle = (prototype[method] as EventHandler<EventSubject>).bind(instance);
        return [{ subject, id: `${instance.constructor.name}.${method}`, handle }];
      });
    });
  }

  private async jetStream() {
    try {
      return await jetstreamManager(this.nats);
    } catch (error) {
      throw new DependencyUnreachableError(
        `NATS at ${this.env.NATS_URL} has no JetStream (${error instanceof Error ? error.message : String(error)}) — restart nats-server with \`-js\``,
      );
    }
  }
}
