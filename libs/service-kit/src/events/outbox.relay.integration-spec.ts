import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { connect } from '@nats-io/transport-node';
import { EventOutbox } from './event.outbox.js';
import { ensureEventStream } from '@lieux/messaging';
import { OutboxRelay } from './outbox.relay.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { CapturedLogger } from './test/captured.logger.js';
import {
  counterValue,
  incrementCounter,
  openTestNamespace,
  TEST_SCHEMA,
  sleep,
  streamMessageCount,
  voteCast,
  waitFor,
  useTestDatabase,
  type TestNamespace,
} from './test/messaging-test.harness.js';

// These tests wait on real servers, redeliveries and polling rounds: up to 30 s each.
jest.setTimeout(30_000);

describe('outbox and relay (real PostgreSQL and JetStream)', () => {
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

  useTestDatabase((opened) => (orm = opened));

  beforeEach(async () => {
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
    expect(relayInstance.stats).toEqual({ published: 0, duplicates: 0, failures: 0, setAside: 0 });
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
    expect(relayInstance.stats).toEqual({ published: 1, duplicates: 0, failures: 0, setAside: 0 });
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

  it('sets aside a row no stream takes, with its error, and still publishes the rows after it; a replay publishes it', async () => {
    const { streamName, subjectPrefix } = ns.namespace;
    // A stream that takes user.registered but not vote.cast (as when a subject was never added to it).
    await ns.jsm.streams.delete(streamName);
    await ns.jsm.streams.add({ name: streamName, subjects: [`${subjectPrefix}user.registered`] });
    const relayInstance = relay();
    const stranded = await orm.em.fork().transactional(async (em) => outbox.add(em, 'vote.cast', voteCast(randomUUID())));
    const later = await orm.em
      .fork()
      .transactional(async (em) => outbox.add(em, 'user.registered', { userId: randomUUID(), role: 'consumer', registeredAt: new Date().toISOString() }));

    expect(await relayInstance.publishPending()).toBe(1);
    expect(await relayInstance.publishPending()).toBe(0);

    const setAside = await orm.em.fork().findOneOrFail(OutboxMessage, { id: stranded.id });
    expect(setAside.publishedAt).toBeNull();
    expect(setAside.failedAt).toBeInstanceOf(Date);
    expect(setAside.lastError).toMatch(/jetstream/i);
    expect(setAside.attempts).toBe(1);
    expect((await orm.em.fork().findOneOrFail(OutboxMessage, { id: later.id })).publishedAt).toBeInstanceOf(Date);
    expect(relayInstance.stats).toEqual({ published: 1, duplicates: 0, failures: 0, setAside: 1 });
    const warning = logger.withMessage('event cannot be published, set aside');
    expect(warning).toHaveLength(1);
    expect(warning[0]).toMatchObject({ level: 'warn', eventId: stranded.id, subject: 'vote.cast', attempts: 1 });

    // The fix, then the replay of docs/messaging.md.
    await ensureEventStream(ns.jsm, { streamName, subjectPrefix });
    await orm.em.fork().getConnection().execute(`update ${TEST_SCHEMA}.outbox set failed_at = null, last_error = null where id = ?`, [stranded.id]);
    expect(await relayInstance.publishPending()).toBe(1);
    expect((await orm.em.fork().findOneOrFail(OutboxMessage, { id: stranded.id })).attempts).toBe(2);
    expect(await streamMessageCount(ns.jsm, streamName)).toBe(2);
  });

  it('sets aside a row too large for NATS', async () => {
    const relayInstance = relay();
    const huge = { ...voteCast(randomUUID()), castAt: 'x'.repeat((ns.nc.info?.max_payload ?? 1_048_576) + 1) };
    const tooLarge = await orm.em.fork().transactional(async (em) => outbox.add(em, 'vote.cast', huge));
    const fine = await orm.em.fork().transactional(async (em) => outbox.add(em, 'vote.cast', voteCast(randomUUID())));

    expect(await relayInstance.publishPending()).toBe(1);
    const row = await orm.em.fork().findOneOrFail(OutboxMessage, { id: tooLarge.id });
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.lastError).toMatch(/max_payload/);
    expect((await orm.em.fork().findOneOrFail(OutboxMessage, { id: fine.id })).publishedAt).toBeInstanceOf(Date);
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
    expect(offline.stats).toEqual({ published: 0, duplicates: 0, failures: 2, setAside: 0 });
    expect(row.failedAt).toBeNull();
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
