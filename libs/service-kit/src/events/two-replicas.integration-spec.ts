import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { serviceDurablesSettled } from './consumer-durables.js';
import { EventConsumer } from './event.consumer.js';
import { EventOutbox } from './event.outbox.js';
import { InboxRecord } from './inbox-record.entity.js';
import { OutboxRelay } from './outbox.relay.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { CapturedLogger } from './test/captured.logger.js';
import { incrementCounter, openTestNamespace, streamMessageCount, TEST_SCHEMA, useTestDatabase, voteCast, waitFor, type TestNamespace } from './test/messaging-test.harness.js';

jest.setTimeout(60_000);

/** Events written at once by concurrent requests, in transactions of a few events each. */
const EVENTS = 300;
const WRITERS = 30;

describe('two replicas of one service (real PostgreSQL and JetStream)', () => {
  let orm: MikroORM;
  let ns: TestNamespace;
  const connections: NatsConnection[] = [];
  const running: Array<{ stop(): Promise<void> }> = [];
  const outbox = new EventOutbox();

  useTestDatabase((opened) => (orm = opened));

  beforeEach(async () => {
    ns = await openTestNamespace();
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((part) => part.stop()));
    await Promise.all(connections.splice(0).map((nc) => nc.close()));
    await ns?.close();
  });

  /** One replica of the `venues` service: its own NATS connection, relay and consumer, on the shared schema. */
  async function startReplica(applied: string[]): Promise<{ relay: OutboxRelay; consumer: EventConsumer }> {
    const nc = await connect({ servers: ns.namespace.url });
    connections.push(nc);
    const stream = { streamName: ns.namespace.streamName, subjectPrefix: ns.namespace.subjectPrefix };
    const logger = new CapturedLogger();
    const relay = new OutboxRelay({ em: orm.em, nc, ...stream, pollIntervalMs: 50, logger });
    const consumer = new EventConsumer({ serviceName: 'venues', em: orm.em, nc, ...stream, logger }).on('vote.cast', async (payload, { em, envelope }) => {
      // A counter per event: the effect a double application would show.
      await incrementCounter(em, `applied:${payload.venueId}`);
      applied.push(envelope.id);
    });
    running.push(consumer, relay);
    await Promise.all([relay.start(), consumer.start()]);
    return { relay, consumer };
  }

  it('applies each of a burst of events once, relays publish each outbox row once, and both replicas do some of the work', async () => {
    const appliedBy: [string[], string[]] = [[], []];
    const replicas = await Promise.all(appliedBy.map((applied) => startReplica(applied)));

    await Promise.all(
      Array.from({ length: WRITERS }, () =>
        orm.em.fork().transactional(async (em) => {
          for (let index = 0; index < EVENTS / WRITERS; index += 1) outbox.add(em, 'vote.cast', voteCast(randomUUID()));
        }),
      ),
    );
    await waitFor(async () => (await orm.em.fork().count(InboxRecord, {})) === EVENTS, 30_000);
    await waitFor(() => serviceDurablesSettled(ns.jsm, ns.namespace.streamName, replicas[0].consumer.durableName), 30_000);

    // Every outbox row published, by one relay or the other, once: the stream holds each row once.
    expect(await orm.em.fork().count(OutboxMessage, { publishedAt: null })).toBe(0);
    const [first, second] = replicas.map(({ relay }) => relay.stats);
    expect(first.published + second.published).toBe(EVENTS);
    expect(first.duplicates + second.duplicates).toBe(0);
    expect(await streamMessageCount(ns.jsm, ns.namespace.streamName)).toBe(EVENTS);

    // Every event applied once: its counter is 1, one inbox row, and only one replica ran its handler.
    const [effects] = await orm.em
      .fork()
      .getConnection()
      .execute<Array<{ counters: number; total: number }>>(`select count(*)::int as counters, sum(value)::int as total from ${TEST_SCHEMA}.counter where name like 'applied:%'`);
    expect(effects).toEqual({ counters: EVENTS, total: EVENTS });
    const everyApplication = [...appliedBy[0], ...appliedBy[1]];
    expect(everyApplication.length).toBe(EVENTS);
    expect(new Set(everyApplication).size).toBe(EVENTS);

    // The queue spread the work: both replicas applied events.
    expect(appliedBy[0].length).toBeGreaterThan(0);
    expect(appliedBy[1].length).toBeGreaterThan(0);
  });

  it('drops a row published again by a replica that crashed before recording it: the stream keeps one copy, the consumers apply it once', async () => {
    const appliedBy: [string[], string[]] = [[], []];
    const replicas = await Promise.all(appliedBy.map((applied) => startReplica(applied)));
    const envelope = await orm.em.fork().transactional(async (em) => outbox.add(em, 'vote.cast', voteCast(randomUUID())));
    await waitFor(async () => (await orm.em.fork().count(InboxRecord, { eventId: envelope.id })) === 1);

    // What a relay that published then died before its commit leaves: the row unpublished again.
    await orm.em.fork().nativeUpdate(OutboxMessage, { id: envelope.id }, { publishedAt: null });
    await waitFor(async () => (await orm.em.fork().count(OutboxMessage, { publishedAt: null })) === 0);

    const stats = replicas.map(({ relay }) => relay.stats);
    // Two publications acknowledged, the second as a duplicate of the first (the event id is the message id).
    expect(stats[0].published + stats[1].published).toBe(2);
    expect(stats[0].duplicates + stats[1].duplicates).toBe(1);
    expect(await streamMessageCount(ns.jsm, ns.namespace.streamName)).toBe(1);
    await waitFor(() => serviceDurablesSettled(ns.jsm, ns.namespace.streamName, replicas[0].consumer.durableName));
    expect([...appliedBy[0], ...appliedBy[1]]).toEqual([envelope.id]);
  });
});
