import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { ensureEventStream, NATS_CONNECTION } from '@lieux/messaging';
import { OutboxRelay } from '../events/outbox.relay.js';
import { DependencyUnreachableError } from '@lieux/platform';
import type { ServiceEnv } from '../config/service-env.js';
import { SERVICE_ENV, SERVICE_LOGGER } from './service.tokens.js';

/**
 * Every service publishes its facts through its outbox: at start-up the event stream is made sure
 * of and the relay starts moving committed outbox rows to JetStream; it stops before the database
 * and NATS connections close.
 */
@Injectable()
export class ServiceEvents implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private relay?: OutboxRelay;

  constructor(
    @Inject(MikroORM) private readonly orm: MikroORM,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(SERVICE_ENV) private readonly env: ServiceEnv,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const stream = { streamName: this.env.EVENT_STREAM, subjectPrefix: this.env.NATS_SUBJECT_PREFIX };
    await ensureEventStream(await this.jetStream(), stream);
    this.relay = new OutboxRelay({ em: this.orm.em, nc: this.nats, ...stream, logger: this.logger });
    await this.relay.start();
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

  async beforeApplicationShutdown(): Promise<void> {
    await this.relay?.stop();
  }
}
