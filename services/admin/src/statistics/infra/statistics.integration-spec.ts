import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createLogger } from '@lieux/platform';
import { ensureEventStream } from '@lieux/messaging';
import { openServiceDatabase } from '@lieux/persistence';
import { EventOutbox, messagingEntities, messagingMigrations, OutboxMessage, OutboxRelay, serviceDurables, serviceDurablesSettled } from '@lieux/service-kit';
import { createNatsNamespace, createTestDatabase, type NatsNamespace, type TestDatabase } from '@lieux/testing';
import { adminModule } from '../../admin.module.js';
import { AdminEnv } from '../../config/admin.env.js';
import { PostgresStatsReadModel } from './stats-read-model.postgres.js';

jest.setTimeout(30_000);

const DUPLICATE_WINDOW_MS = 300;

/**
 * The admin service as it runs (its module, the kit's consumer and inbox) against real PostgreSQL and
 * JetStream, fed by another service's outbox and relay in the same database under its own schema.
 */
describe("the statistics' event handlers: each event applied once, a refused one dead-lettered at once", () => {
  let database: TestDatabase;
  let namespace: NatsNamespace;
  let nc: NatsConnection;
  let jsm: JetStreamManager;
  let producer: MikroORM;
  let relay: OutboxRelay;
  let admin: INestApplicationContext;
  const outbox = new EventOutbox();

  beforeAll(async () => {
    database = await createTestDatabase();
    namespace = await createNatsNamespace();
    nc = await connect({ servers: namespace.url });
    jsm = await jetstreamManager(nc);
    const stream = { streamName: namespace.streamName, subjectPrefix: namespace.subjectPrefix };
    await ensureEventStream(jsm, { ...stream, duplicateWindowMs: DUPLICATE_WINDOW_MS });
    producer = await openServiceDatabase({
      schema: 'producer',
      databaseUrl: database.url,
      entities: messagingEntities,
      migrations: messagingMigrations,
      log: () => undefined,
    });
    relay = new OutboxRelay({ em: producer.em, nc, ...stream, logger: createLogger('producer', 'silent') });
    const env = Object.assign(new AdminEnv(), {
      DATABASE_URL: database.url,
      NATS_URL: namespace.url,
      NATS_SUBJECT_PREFIX: namespace.subjectPrefix,
      EVENT_STREAM: namespace.streamName,
    });
    admin = await NestFactory.createApplicationContext(adminModule(env, createLogger('admin', 'silent')), { logger: false });
  });

  afterAll(async () => {
    await admin?.close();
    await relay?.stop();
    await producer?.close(true);
    await nc?.close();
    await namespace?.cleanup();
    await database?.drop();
  });

  const statistics = () => new PostgresStatsReadModel(admin.get(MikroORM).em.fork()).totals();

  async function publish(add: (em: Parameters<EventOutbox['add']>[0]) => { id: string }[]): Promise<string[]> {
    const ids = await producer.em.fork().transactional(async (em) => add(em).map((envelope) => envelope.id));
    await relay.publishPending();
    return ids;
  }

  /** Resolves once the admin's durable consumer(s) have settled every message of the stream they take. */
  async function consumed(): Promise<void> {
    const durable = `${namespace.subjectPrefix.replace('.', '_')}admin`;
    const deadline = Date.now() + 10_000;
    while (!(await serviceDurablesSettled(jsm, namespace.streamName, durable))) {
      if (Date.now() > deadline) throw new Error('the admin consumer has events pending');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }


  it("has dropped issue 3's running counters, which nothing reads any more", async () => {
    const tables = await admin
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(
        `select to_regclass('admin.platform_counters') is not null as counters, to_regclass('admin.daily_activity') is not null as daily,
                to_regclass('admin.stats_users') is not null as users`,
      );
    expect(tables).toEqual([{ counters: false, daily: false, users: true }]);
  });

  it('counts an event that reaches it twice only once', async () => {
    const before = await statistics();
    const [eventId] = await publish((em) => [outbox.add(em, 'user.registered', { userId: randomUUID(), role: 'admin', registeredAt: new Date().toISOString() })]);
    // The producer's relay crashed before marking the row: the same event goes out again after the
    // duplicate window, so JetStream really delivers it twice.
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_WINDOW_MS + 200));
    await producer.em.fork().nativeUpdate(OutboxMessage, { id: eventId }, { publishedAt: null });
    await relay.publishPending();
    await consumed();

    const after = await statistics();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    const inbox = await admin.get(MikroORM).em.fork().getConnection().execute('select handler from admin.inbox where event_id = ?', [eventId]);
    expect(inbox).toEqual([{ handler: 'StatisticsEventsHandler.onUserRegistered' }]);
  });

  it("averages the venues' latest scores, and dead-letters at once a score it can never count", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const [, , , refused] = await publish((em) => [
      outbox.add(em, 'score.updated', { venueId: a, score: 90, computedAt: '2026-11-21T03:00:00.000Z' }),
      // An older score arriving late does not replace the newer one.
      outbox.add(em, 'score.updated', { venueId: a, score: 20, computedAt: '2026-11-20T03:00:00.000Z' }),
      outbox.add(em, 'score.updated', { venueId: b, score: 45, computedAt: '2026-11-21T03:00:00.000Z' }),
      outbox.add(em, 'score.updated', { venueId: b, score: 140, computedAt: '2026-11-22T03:00:00.000Z' }),
    ]);
    await consumed();

    expect((await statistics()).avgScore).toBe(67.5);
    const connection = admin.get(MikroORM).em.fork().getConnection();
    expect(await connection.execute('select event_id, handler, error from admin.dead_letter')).toEqual([
      { event_id: refused, handler: 'StatisticsEventsHandler.onScoreUpdated', error: 'score out of 0–100: 140' },
    ]);
    const durables = await serviceDurables(jsm, namespace.streamName, `${namespace.subjectPrefix.replace('.', '_')}admin`);
    expect(durables.map((info) => info.num_redelivered)).toEqual(durables.map(() => 0));
  });
});
