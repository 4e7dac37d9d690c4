import { jest } from '@jest/globals';
import { Injectable, Module, type INestApplicationContext, type OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { EventHandlerContext } from '../events/event.consumer.js';
import { createLogger } from '@lieux/platform';
import { openServiceDatabase } from '@lieux/persistence';
import type { EventMap } from '@lieux/contracts';
import { createTestDatabase, type TestDatabase } from '@lieux/testing';
import { EventOutbox } from '../events/event.outbox.js';
import { InboxRecord } from '../events/inbox-record.entity.js';
import { messagingMigrations } from '../events/messaging-handlers.migration.js';
import { messagingEntities } from '../events/messaging.entities.js';
import { OnEvent } from '../events/on-event.decorator.js';
import { Counter } from '../events/test/counter.entity.js';
import { counterMigration } from '../events/test/counter-table.migration.js';
import { counterValue, incrementCounter, openTestNamespace, signal, sleep, waitFor, type TestNamespace } from '../events/test/messaging-test.harness.js';
import { ServiceEnv } from '../config/service-env.js';
import { ServiceModule } from './service.module.js';

jest.setTimeout(30_000);

/** What the slow handler and the test say to each other. */
let slowStarted = signal();
let slowRelease = signal();
/** What happened during a shutdown, in order. */
const shutdownOrder: string[] = [];

@Injectable()
class HappeningTally {
  @OnEvent('test.happened')
  async count(payload: EventMap['test.happened'], { em }: EventHandlerContext<'test.happened'>): Promise<void> {
    await incrementCounter(em, `tally:${payload.key}`);
  }
}

@Injectable()
class HappeningLog {
  @OnEvent('test.happened')
  async record(payload: EventMap['test.happened'], { em }: EventHandlerContext<'test.happened'>): Promise<void> {
    if (payload.key.startsWith('slow')) {
      slowStarted.resolve();
      await slowRelease.promise;
    }
    await incrementCounter(em, `log:${payload.key}`);
    if (payload.key.startsWith('slow')) {
      shutdownOrder.push('handler finished');
    }
  }

  /** Not decorated: never called by the kit. */
  async ignored(): Promise<void> {
    throw new Error('not an event handler');
  }
}

/** Runs where the ORM and NATS close (onApplicationShutdown), so the test sees whether the handler finished first. */
@Injectable()
class ShutdownWitness implements OnApplicationShutdown {
  onApplicationShutdown(): void {
    shutdownOrder.push('connections closing');
  }
}

@Module({ providers: [HappeningTally, HappeningLog, ShutdownWitness] })
class HappeningsModule {
  static readonly entities = [Counter];
}

describe('a service consuming events through @OnEvent (real PostgreSQL, JetStream and Nest)', () => {
  let database: TestDatabase;
  let ns: TestNamespace;
  let app: INestApplicationContext | undefined;

  async function startApp(): Promise<INestApplicationContext> {
    const env = Object.assign(new ServiceEnv(), {
      DATABASE_URL: database.url,
      NATS_URL: ns.namespace.url,
      NATS_SUBJECT_PREFIX: ns.namespace.subjectPrefix,
      EVENT_STREAM: ns.namespace.streamName,
    });
    const module = ServiceModule.register({
      name: 'admin',
      env,
      logger: createLogger('admin', 'silent'),
      features: [HappeningsModule],
      migrations: [counterMigration],
    });
    const started = await NestFactory.createApplicationContext(module, { logger: false });
    started.enableShutdownHooks();
    return started;
  }

  async function happen(context: INestApplicationContext, key: string): Promise<string> {
    const outbox = context.get(EventOutbox);
    return context.get(MikroORM).em.fork().transactional(async (em: EntityManager) => outbox.add(em, 'test.happened', { key }).id);
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  beforeEach(async () => {
    ns = await openTestNamespace();
    slowStarted = signal();
    slowRelease = signal();
    shutdownOrder.length = 0;
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
    await ns?.close();
  });

  it('finds every @OnEvent method and applies each event once to each, under ClassName.method', async () => {
    app = await startApp();
    const em = app.get(MikroORM).em;
    await happen(app, 'first');

    await waitFor(async () => (await counterValue(em, 'tally:first')) === 1 && (await counterValue(em, 'log:first')) === 1);
    const inbox = await em.fork().find(InboxRecord, {}, { orderBy: { handler: 'asc' } });
    expect(inbox.map(({ consumer, handler, subject }) => ({ consumer, handler, subject }))).toEqual([
      { consumer: `${ns.namespace.subjectPrefix.replace('.', '_')}admin`, handler: 'HappeningLog.record', subject: 'test.happened' },
      { consumer: `${ns.namespace.subjectPrefix.replace('.', '_')}admin`, handler: 'HappeningTally.count', subject: 'test.happened' },
    ]);
  });

  it('drains the handler in progress at shutdown, before the database closes', async () => {
    app = await startApp();
    const eventId = await happen(app, 'slow-1');
    await slowStarted.promise;

    const closing = app.close();
    app = undefined;
    await sleep(200);
    slowRelease.resolve();
    await closing;

    const orm = await openServiceDatabase({
      schema: 'admin',
      databaseUrl: database.url,
      entities: [...messagingEntities, Counter],
      migrations: [...messagingMigrations, counterMigration],
      log: () => undefined,
    });
    try {
      expect(shutdownOrder).toEqual(['handler finished', 'connections closing']);
      expect(await counterValue(orm.em, 'log:slow-1')).toBe(1);
      expect(await orm.em.fork().count(InboxRecord, { eventId, handler: 'HappeningLog.record' })).toBe(1);
      const info = await ns.jsm.consumers.info(ns.namespace.streamName, `${ns.namespace.subjectPrefix.replace('.', '_')}admin`);
      expect(info.num_ack_pending).toBe(0);
      expect(info.ack_floor.stream_seq).toBe(1);
    } finally {
      await orm.close(true);
    }
  });
});
