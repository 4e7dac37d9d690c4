import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { connect } from '@nats-io/transport-node';
import type { TestDatabase } from '@lieux/testing';
import { EventOutbox } from './event.outbox.js';
import { ensureEventStream } from '@lieux/messaging';
import { OutboxRelay } from './outbox.relay.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { CapturedLogger } from './test/captured.logger.js';
import {
  counterValue,
  incrementCounter,
  openTestDatabase,
  openTestNamespace,
  sleep,
  streamMessageCount,
  truncateTables,
  voteCast,
  waitFor,
  type TestNamespace,
} from './test/messaging-test.harness.js';

// These tests wait on real servers, redeliveries and polling rounds: up to 30 s each.
jest.setTimeout(30_000);

describe('outbox and relay (real PostgreSQL and JetStream)', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let ns: TestNamespace;
  let logger: CapturedLogger;
  const relays: OutboxRelay[] = [];
  const outbox = new EventOutbox();

  function relay(options: { pollIntervalMs?: number } = {}): OutboxRelay {
    const created = new OutboxRelay({
      em: orm.em,
      nc: ns.nc,
      streamName: ns.namespace.streamName,
      subjectPrefix: ns.namespace.subjectPrefix,
      logger,
      ...options,
    });
    relays.push(created);
    return created;
  }

  beforeAll(async () => {
    ({ database, orm } = await openTestDatabase());
  });

  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  beforeEach(async () => {
    await truncateTables(orm);
    ns = await openTestNamespace();
    logger = new CapturedLogger();
  });

  afterEach(async () => {
    await Promise.all(relays.splice(0).map((r) => r.stop()));
    await ns?.close();
  });

  it('keeps nothing and publishes nothing when the transaction that added the event rolls back', async () => {
    const venueId = randomUUID();
    const relayInstance = relay();
    await relayInstance.start();

    await expect(
      orm.em.fork().transactional(async (em) => {
        await incrementCounter(em, `votes:${venueId}`);
        outbox.add(em, 'vote.cast', voteCast(venueId));
        await em.flush();
        throw new Error('business rule failed after the event was added');
      }),
    ).rejects.toThrow('business rule failed');

    relayInstance.kick();
    await sleep(600);
    expect(await counterValue(orm.em, `votes:${venueId}`)).toBe(0);
    expect(await orm.em.fork().count(OutboxMessage, {})).toBe(0);
    expect(await streamMessageCount(ns.jsm, ns.namespace.streamName)).toBe(0);
    expect(relayInstance.stats).toEqual({ published: 0, duplicates: 0, failures: 0 });
  });

  it('publishes a committed event exactly once, with the event id as JetStream message id', async () => {
    const venueId = randomUUID();
    const relayInstance = relay();
    await relayInstance.start();

    const envelope = await orm.em.fork().transactional(async (em) => {
      await incrementCounter(em, `votes:${venueId}`);
      return outbox.add(em, 'vote.cast', voteCast(venueId), { requestId: 'req-123' });
    });
    relayInstance.kick();

    await waitFor(async () => (await streamMessageCount(ns.jsm, ns.namespace.streamName)) === 1);
    // Let several more polling rounds pass: the row must not go out again.
    await sleep(800);
    relayInstance.kick();
    await sleep(300);

    expect(await streamMessageCount(ns.jsm, ns.namespace.streamName)).toBe(1);
    expect(relayInstance.stats).toEqual({ published: 1, duplicates: 0, failures: 0 });
    expect(await counterValue(orm.em, `votes:${venueId}`)).toBe(1);

    const stored = await ns.jsm.streams.getMessage(ns.namespace.streamName, { seq: 1 });
    expect(stored?.subject).toBe(`${ns.namespace.subjectPrefix}vote.cast`);
    expect(stored?.header.get('Nats-Msg-Id')).toBe(envelope.id);
    expect(stored?.header.get('x-request-id')).toBe('req-123');
    expect(stored?.json()).toEqual(envelope);

    const row = await orm.em.fork().findOneOrFail(OutboxMessage, { id: envelope.id });
    expect(row.publishedAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
  });

  it('leaves the row unpublished, counts the attempt and warns when NATS cannot take it, then publishes', async () => {
    const relayInstance = relay();
    const envelope = await orm.em.fork().transactional(async (em) => outbox.add(em, 'vote.cast', voteCast(randomUUID())));
    // No stream stores these subjects yet: JetStream refuses the publish, as when it is down.
    await ns.jsm.streams.delete(ns.namespace.streamName);

    expect(await relayInstance.publishPending()).toBe(0);
    let row = await orm.em.fork().findOneOrFail(OutboxMessage, { id: envelope.id });
    expect(row.publishedAt).toBeNull();
    expect(row.attempts).toBe(1);
    const warning = logger.withMessage('event publish failed, will retry');
    expect(warning).toHaveLength(1);
    expect(warning[0]).toMatchObject({ level: 'warn', eventId: envelope.id, subject: 'vote.cast', attempts: 1 });

    await ensureEventStream(ns.jsm, { streamName: ns.namespace.streamName, subjectPrefix: ns.namespace.subjectPrefix });
    expect(await relayInstance.publishPending()).toBe(1);
    row = await orm.em.fork().findOneOrFail(OutboxMessage, { id: envelope.id });
    expect(row.publishedAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(2);
    expect(await streamMessageCount(ns.jsm, ns.namespace.streamName)).toBe(1);
  });

  it('keeps the row for a later round when the NATS connection is gone', async () => {
    const envelope = await orm.em.fork().transactional(async (em) => outbox.add(em, 'vote.cast', voteCast(randomUUID())));
    const closed = await connect({ servers: ns.namespace.url });
    await closed.close();
    const offline = new OutboxRelay({
      em: orm.em,
      nc: closed,
      streamName: ns.namespace.streamName,
      subjectPrefix: ns.namespace.subjectPrefix,
      logger,
    });

    expect(await offline.publishPending()).toBe(0);
    expect(await offline.publishPending()).toBe(0);
    const row = await orm.em.fork().findOneOrFail(OutboxMessage, { id: envelope.id });
    expect(row.publishedAt).toBeNull();
    expect(row.attempts).toBe(2);
    expect(offline.stats).toEqual({ published: 0, duplicates: 0, failures: 2 });
    expect(logger.withMessage('event publish failed, will retry').map((line) => line.attempts)).toEqual([1, 2]);

    expect(await relay().publishPending()).toBe(1);
    expect(await streamMessageCount(ns.jsm, ns.namespace.streamName)).toBe(1);
  });

  it('never lets two relays racing on the same outbox publish a row twice', async () => {
    const rowCount = 150;
    await orm.em.fork().transactional(async (em) => {
      for (let index = 0; index < rowCount; index += 1) {
        outbox.add(em, 'vote.cast', voteCast(randomUUID()));
      }
    });
    const [first, second] = [relay(), relay()];

    const unpublished = () => orm.em.fork().count(OutboxMessage, { publishedAt: null });
    while ((await unpublished()) > 0) {
      await Promise.all([first.publishPending(), second.publishPending()]);
    }

    expect(first.stats.published + second.stats.published).toBe(rowCount);
    expect(first.stats.duplicates + second.stats.duplicates).toBe(0);
    expect(first.stats.published).toBeGreaterThan(0);
    expect(second.stats.published).toBeGreaterThan(0);
    expect(await streamMessageCount(ns.jsm, ns.namespace.streamName)).toBe(rowCount);
  });
});
