import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { currentRequestId } from '@lieux/platform';
import { AckPolicy, DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { DomainException, durableConsumerName } from '@lieux/messaging';
import { serviceDurables, serviceDurablesSettled } from './consumer-durables.js';
import { DeadLetter } from './dead-letter.entity.js';
import { EventConsumer, type EventConsumerOptions } from './event.consumer.js';
import { EventOutbox } from './event.outbox.js';
import { InboxRecord } from './inbox-record.entity.js';
import { OutboxRelay } from './outbox.relay.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { PermanentEventError } from './permanent-event.error.js';
import { CapturedLogger } from './test/captured.logger.js';
import {
  counterValue,
  incrementCounter,
  consumerSettled,
  openTestNamespace,
  signal,
  sleep,
  streamMessageCount,
  voteCast,
  waitFor,
  useTestDatabase,
  type TestNamespace,
} from './test/messaging-test.harness.js';

// These tests wait on real servers, redeliveries and polling rounds: up to 30 s each.
jest.setTimeout(30_000);

describe('durable consumer with inbox (real PostgreSQL and JetStream)', () => {
  let orm: MikroORM;
  let ns: TestNamespace | undefined;
  let logger: CapturedLogger;
  let relay: OutboxRelay | undefined;
  const consumers: EventConsumer[] = [];
  const outbox = new EventOutbox();

  async function useNamespace(duplicateWindowMs?: number): Promise<TestNamespace> {
    ns = await openTestNamespace(duplicateWindowMs === undefined ? {} : { duplicateWindowMs });
    relay = new OutboxRelay({
      em: orm.em,
      nc: ns.nc,
      streamName: ns.namespace.streamName,
      subjectPrefix: ns.namespace.subjectPrefix,
      logger,
    });
    await relay.start();
    return ns;
  }

  /** A consumer of the test's namespace, stopped after the test. */
  function consumerOf(space: TestNamespace, serviceName: string, options: Partial<EventConsumerOptions> = {}): EventConsumer {
    const consumer = new EventConsumer({
      serviceName,
      em: orm.em,
      nc: space.nc,
      streamName: space.namespace.streamName,
      subjectPrefix: space.namespace.subjectPrefix,
      retryDelayMs: 100,
      logger,
      ...options,
    });
    consumers.push(consumer);
    return consumer;
  }

  /** The read model a consumer keeps: how many votes it has applied per venue. */
  function votesConsumer(space: TestNamespace, options: Partial<EventConsumerOptions> = {}): EventConsumer {
    return consumerOf(space, 'venues', options).on('vote.cast', async (payload, { em }) => {
      await incrementCounter(em, `applied:${payload.venueId}`);
    });
  }

  async function castVote(venueId: string, requestId?: string) {
    const envelope = await orm.em.fork().transactional(async (em) => {
      await incrementCounter(em, `votes:${venueId}`);
      return outbox.add(em, 'vote.cast', voteCast(venueId), requestId === undefined ? {} : { requestId });
    });
    relay?.kick();
    return envelope;
  }

  async function ackFloor(space: TestNamespace, consumer: EventConsumer): Promise<number> {
    const info = await space.jsm.consumers.info(space.namespace.streamName, consumer.durableName);
    return info.ack_floor.stream_seq;
  }

  useTestDatabase((opened) => (orm = opened));

  beforeEach(() => {
    logger = new CapturedLogger();
  });

  afterEach(async () => {
    await Promise.all(consumers.splice(0).map((consumer) => consumer.stop()));
    await relay?.stop();
    relay = undefined;
    await ns?.close();
    ns = undefined;
  });

  it('applies an event published while the consumer was down once it starts again', async () => {
    const space = await useNamespace();
    const venueId = randomUUID();
    const firstRun = votesConsumer(space);
    await firstRun.start();
    await firstRun.stop();

    const envelope = await castVote(venueId);
    await waitFor(async () => (await streamMessageCount(space.jsm, space.namespace.streamName)) === 1);
    await sleep(300);
    expect(await counterValue(orm.em, `applied:${venueId}`)).toBe(0);

    const secondRun = votesConsumer(space);
    expect(secondRun.durableName).toBe(firstRun.durableName);
    await secondRun.start();

    await waitFor(async () => (await counterValue(orm.em, `applied:${venueId}`)) === 1);
    await waitFor(async () => (await ackFloor(space, secondRun)) === 1);
    await sleep(300);
    expect(await counterValue(orm.em, `applied:${venueId}`)).toBe(1);
    const inbox = await orm.em.fork().find(InboxRecord, {});
    expect(inbox.map(({ consumer, eventId, subject }) => ({ consumer, eventId, subject }))).toEqual([
      { consumer: secondRun.durableName, eventId: envelope.id, subject: 'vote.cast' },
    ]);
  });

  /** The messages JetStream delivered to the consumer's durables, redeliveries included. */
  async function deliveredTo(space: TestNamespace, consumer: EventConsumer): Promise<number> {
    const infos = await Promise.all(consumer.durables.map((durable) => space.jsm.consumers.info(space.namespace.streamName, durable)));
    return infos.reduce((sum, info) => sum + info.delivered.consumer_seq, 0);
  }

  function venueCreated(venueId: string) {
    return { venueId, slug: `cafe-${venueId.slice(0, 8)}`, ownerUserId: randomUUID(), categoryId: randomUUID(), status: 'pending' as const, createdAt: new Date().toISOString() };
  }

  /** A consumer of the `venues` service counting its votes and its new venues. */
  function votesAndVenuesConsumer(space: TestNamespace): EventConsumer {
    return votesConsumer(space).on('venue.created', async (payload, { em }) => {
      await incrementCounter(em, `created:${payload.venueId}`);
    });
  }

  it('follows new handlers on an existing durable, and JetStream delivers it only the subjects it handles', async () => {
    const space = await useNamespace();
    const venueId = randomUUID();
    const firstRun = votesConsumer(space);
    await firstRun.start();
    await firstRun.stop();

    const secondRun = votesAndVenuesConsumer(space);
    await secondRun.start();
    await orm.em.fork().transactional(async (em) => {
      outbox.add(em, 'venue.created', venueCreated(venueId));
      outbox.add(em, 'score.updated', { venueId, score: 42, computedAt: new Date().toISOString() });
      outbox.add(em, 'vote.cast', voteCast(venueId));
    });
    relay?.kick();

    // Each subject may come through a durable of its own (NATS before 2.10), in no order between them.
    await waitFor(async () => (await counterValue(orm.em, `applied:${venueId}`)) === 1 && (await counterValue(orm.em, `created:${venueId}`)) === 1);
    await waitFor(() => serviceDurablesSettled(space.jsm, space.namespace.streamName, secondRun.durableName));
    // score.updated is never delivered: several filters on one durable (NATS 2.10+), or a durable per
    // subject on an older server, where the service's first durable made way for them.
    expect(await deliveredTo(space, secondRun)).toBe(2);
    const durables = (await serviceDurables(space.jsm, space.namespace.streamName, secondRun.durableName)).map((info) => info.name).sort();
    expect(durables).toEqual([...secondRun.durables].sort());
    const inbox = await orm.em.fork().find(InboxRecord, {}, { orderBy: { subject: 'asc' } });
    expect(inbox.map((record) => `${record.consumer} ${record.subject}`)).toEqual([`${secondRun.durableName} venue.created`, `${secondRun.durableName} vote.cast`]);
  });

  it('moves a service off the one unfiltered durable of earlier versions where it stood: nothing applied twice, nothing skipped', async () => {
    const space = await useNamespace();
    const [v1, v2, v3, v4, v5] = Array.from({ length: 5 }, () => randomUUID());
    const durableName = durableConsumerName('venues', space.namespace.subjectPrefix);
    // What a version before this one left on a NATS 2.9 server: the whole stream, two events acknowledged.
    await space.jsm.consumers.add(space.namespace.streamName, { durable_name: durableName, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All });
    await orm.em.fork().transactional(async (em) => {
      outbox.add(em, 'vote.cast', voteCast(v1));
      outbox.add(em, 'venue.created', venueCreated(v2));
      outbox.add(em, 'vote.cast', voteCast(v3));
      outbox.add(em, 'score.updated', { venueId: v3, score: 42, computedAt: new Date().toISOString() });
      outbox.add(em, 'venue.created', venueCreated(v4));
    });
    await relay?.publishPending();
    const earlier = await (await jetstream(space.nc).consumers.get(space.namespace.streamName, durableName)).fetch({ max_messages: 2, expires: 2_000 });
    for await (const msg of earlier) {
      msg.ack();
      if (msg.seq === 2) break;
    }
    await waitFor(async () => (await space.jsm.consumers.info(space.namespace.streamName, durableName)).ack_floor.stream_seq === 2);

    const consumer = votesAndVenuesConsumer(space);
    await consumer.start();
    await castVote(v5);
    await waitFor(async () => (await counterValue(orm.em, `applied:${v5}`)) === 1);
    await waitFor(() => serviceDurablesSettled(space.jsm, space.namespace.streamName, durableName));

    // The two events the earlier version acknowledged are not applied again; the others are, once.
    expect(await counterValue(orm.em, `applied:${v1}`)).toBe(0);
    expect(await counterValue(orm.em, `created:${v2}`)).toBe(0);
    expect(await counterValue(orm.em, `applied:${v3}`)).toBe(1);
    expect(await counterValue(orm.em, `created:${v4}`)).toBe(1);
    expect(await counterValue(orm.em, `applied:${v5}`)).toBe(1);
    const durables = (await serviceDurables(space.jsm, space.namespace.streamName, durableName)).map((info) => info.name).sort();
    expect(durables).toEqual([...consumer.durables].sort());
  });

  it('applies the events of a family it handles entirely in the order they were published (a connection created, switched, removed)', async () => {
    const space = await useNamespace();
    const applied: string[] = [];
    const record = (label: string) => async () => {
      applied.push(label);
    };
    const consumer = consumerOf(space, 'venues')
      .on('vote.cast', record('vote'))
      .on('connection.created', record('created'))
      .on('connection.updated', record('updated'))
      .on('connection.removed', record('removed'))
      // Every event of the family (the venues service's handlers), so the family is one ordered durable.
      .on('connection.measured', record('measured'));
    await consumer.start();
    const connection = { connectionId: randomUUID(), venueId: randomUUID(), provider: 'instagram' as const, accountRef: 'riad', accountName: 'Riad', profileUrl: null, isActive: true, status: 'active' as const };
    await orm.em.fork().transactional(async (em) => {
      for (let round = 0; round < 5; round += 1) {
        outbox.add(em, 'connection.created', { ...connection, connectedAt: new Date().toISOString() });
        outbox.add(em, 'vote.cast', voteCast(connection.venueId));
        outbox.add(em, 'connection.updated', { ...connection, isActive: false, updatedAt: new Date().toISOString() });
        outbox.add(em, 'connection.removed', { connectionId: connection.connectionId, venueId: connection.venueId, provider: 'instagram', removedAt: new Date().toISOString() });
      }
    });
    relay?.kick();
    await waitFor(() => applied.length === 20);
    expect(applied.filter((label) => label !== 'vote')).toEqual(Array.from({ length: 5 }, () => ['created', 'updated', 'removed']).flat());
  });

  it('starts two replicas of a service at once: they agree on the durables, and every event is applied once', async () => {
    const space = await useNamespace();
    const venueIds = Array.from({ length: 20 }, () => randomUUID());
    const replicas = [votesAndVenuesConsumer(space), votesAndVenuesConsumer(space)];
    await Promise.all(replicas.map((replica) => replica.start()));
    expect(replicas[0].durables).toEqual(replicas[1].durables);
    // A counter per venue: the test's counters are read-modify-write, which two replicas could race on.
    for (const venueId of venueIds) {
      await castVote(venueId);
    }
    await waitFor(async () => (await orm.em.fork().count(InboxRecord, {})) === venueIds.length);
    await waitFor(() => serviceDurablesSettled(space.jsm, space.namespace.streamName, replicas[0].durableName));
    expect(await Promise.all(venueIds.map((venueId) => counterValue(orm.em, `applied:${venueId}`)))).toEqual(venueIds.map(() => 1));
  });

  it('applies an event relayed twice only once', async () => {
    const duplicateWindowMs = 300;
    const space = await useNamespace(duplicateWindowMs);
    const venueId = randomUUID();
    const consumer = votesConsumer(space);
    await consumer.start();

    const envelope = await castVote(venueId);
    await waitFor(async () => (await counterValue(orm.em, `applied:${venueId}`)) === 1);

    // A relay that published and then crashed before marking the row: the row goes out again, after
    // JetStream's duplicate window, so the stream really holds the same event twice.
    await sleep(duplicateWindowMs + 200);
    await orm.em.fork().nativeUpdate(OutboxMessage, { id: envelope.id }, { publishedAt: null });
    relay?.kick();

    await waitFor(async () => (await streamMessageCount(space.jsm, space.namespace.streamName)) === 2);
    await waitFor(async () => (await ackFloor(space, consumer)) === 2);
    expect(relay?.stats).toMatchObject({ published: 2, duplicates: 0 });

    const first = await space.jsm.streams.getMessage(space.namespace.streamName, { seq: 1 });
    const second = await space.jsm.streams.getMessage(space.namespace.streamName, { seq: 2 });
    expect(second?.json()).toEqual(first?.json());
    expect(await counterValue(orm.em, `applied:${venueId}`)).toBe(1);
    expect(logger.withMessage('event already applied, skipped')).toEqual([
      expect.objectContaining({ level: 'info', eventId: envelope.id, subject: 'vote.cast', deliveryCount: 1 }),
    ]);
  });

  it('retries a failing handler with a growing delivery count, then dead-letters and logs the event', async () => {
    const space = await useNamespace();
    const venueId = randomUUID();
    const deliveries: number[] = [];
    const consumer = new EventConsumer({
      serviceName: 'scoring',
      em: orm.em,
      nc: space.nc,
      streamName: space.namespace.streamName,
      subjectPrefix: space.namespace.subjectPrefix,
      maxDeliver: 3,
      retryDelayMs: 100,
      logger,
    });
    consumers.push(consumer);
    consumer.on('vote.cast', async (payload, { em, envelope }) => {
      deliveries.push(deliveries.length + 1);
      await incrementCounter(em, `applied:${payload.venueId}`);
      await em.flush();
      throw new Error(`score store rejected ${envelope.id}`);
    });
    await consumer.start();

    const envelope = await castVote(venueId);
    await waitFor(async () => (await orm.em.fork().count(DeadLetter, {})) === 1);
    await sleep(500);

    expect(deliveries).toEqual([1, 2, 3]);
    const failures = logger.withMessage('event handler failed, will retry');
    expect(failures.map((line) => line.deliveryCount)).toEqual([1, 2]);
    for (const line of failures) {
      expect(line).toMatchObject({
        level: 'error',
        consumer: consumer.durableName,
        eventId: envelope.id,
        subject: 'vote.cast',
        error: `score store rejected ${envelope.id}`,
      });
    }
    expect(logger.withMessage('event dead-lettered')).toEqual([
      expect.objectContaining({
        level: 'warn',
        handler: 'vote.cast',
        permanent: false,
        consumer: consumer.durableName,
        eventId: envelope.id,
        subject: 'vote.cast',
        deliveryCount: 3,
        error: `score store rejected ${envelope.id}`,
      }),
    ]);

    const deadLetter = await orm.em.fork().findOneOrFail(DeadLetter, { consumer: consumer.durableName, eventId: envelope.id });
    expect(deadLetter.subject).toBe('vote.cast');
    expect(deadLetter.envelope).toEqual(envelope);
    expect(deadLetter.error).toBe(`score store rejected ${envelope.id}`);
    // Every attempt rolled back: no effect, no inbox row, and nothing left for JetStream to redeliver.
    expect(await counterValue(orm.em, `applied:${venueId}`)).toBe(0);
    expect(await orm.em.fork().count(InboxRecord, {})).toBe(0);
    const info = await space.jsm.consumers.info(space.namespace.streamName, consumer.durableName);
    expect(info.num_ack_pending).toBe(0);
    expect(info.num_pending).toBe(0);
  });

  it('applies an event whose handler failed once on its second delivery, in the request context of its cause', async () => {
    const space = await useNamespace();
    const venueId = randomUUID();
    let calls = 0;
    const requestIds: Array<string | undefined> = [];
    const consumer = new EventConsumer({
      serviceName: 'admin',
      em: orm.em,
      nc: space.nc,
      streamName: space.namespace.streamName,
      subjectPrefix: space.namespace.subjectPrefix,
      retryDelayMs: 100,
      logger,
    });
    consumers.push(consumer);
    consumer.on('vote.cast', async (payload, { em }) => {
      calls += 1;
      requestIds.push(currentRequestId());
      await incrementCounter(em, `applied:${payload.venueId}`);
      if (calls === 1) {
        throw new Error('transient failure');
      }
    });
    await consumer.start();

    await castVote(venueId, 'req-from-gateway-1');
    await waitFor(async () => (await counterValue(orm.em, `applied:${venueId}`)) === 1);
    await sleep(300);
    expect(calls).toBe(2);
    expect(requestIds).toEqual(['req-from-gateway-1', 'req-from-gateway-1']);
    expect(await counterValue(orm.em, `applied:${venueId}`)).toBe(1);
    expect(logger.withMessage('event handler failed, will retry')).toHaveLength(1);
    expect(await orm.em.fork().count(DeadLetter, {})).toBe(0);
  });

  it('applies an event once to each of two handlers of one subject, even when one of them makes it come back', async () => {
    const space = await useNamespace();
    const venueId = randomUUID();
    const auditCalls: number[] = [];
    const consumer = consumerOf(space, 'admin')
      .on('vote.cast', async (payload, { em }) => incrementCounter(em, `tally:${payload.venueId}`), 'VoteTally.count')
      .on(
        'vote.cast',
        async (payload, { em }) => {
          auditCalls.push(auditCalls.length + 1);
          await incrementCounter(em, `audit:${payload.venueId}`);
          if (auditCalls.length === 1) {
            throw new Error('audit store busy');
          }
        },
        'VoteAudit.record',
      );
    await consumer.start();

    const envelope = await castVote(venueId);
    await consumerSettled(space.jsm, space.namespace.streamName, consumer.durableName, 1);

    expect(auditCalls).toEqual([1, 2]);
    expect(await counterValue(orm.em, `tally:${venueId}`)).toBe(1);
    expect(await counterValue(orm.em, `audit:${venueId}`)).toBe(1);
    const inbox = await orm.em.fork().find(InboxRecord, {}, { orderBy: { handler: 'asc' } });
    expect(inbox.map(({ eventId, handler }) => ({ eventId, handler }))).toEqual([
      { eventId: envelope.id, handler: 'VoteAudit.record' },
      { eventId: envelope.id, handler: 'VoteTally.count' },
    ]);
    // The redelivery the audit asked for found the tally's inbox row.
    expect(logger.withMessage('event already applied, skipped')).toEqual([
      expect.objectContaining({ handler: 'VoteTally.count', eventId: envelope.id, deliveryCount: 2 }),
    ]);
    expect(logger.withMessage('event handler failed, will retry')).toEqual([
      expect.objectContaining({ handler: 'VoteAudit.record', deliveryCount: 1, permanent: false, error: 'audit store busy' }),
    ]);
    expect(() => consumerOf(space, 'admin').on('vote.cast', async () => undefined, 'X.y').on('vote.cast', async () => undefined, 'X.y')).toThrow(
      /already registered/,
    );
  });

  it('dead-letters a permanent error at its first delivery, without a retry, while the other handler applies the event', async () => {
    const space = await useNamespace();
    const [first, second] = [randomUUID(), randomUUID()];
    const deliveries: Array<{ venueId: string; deliveryCount: number }> = [];
    const consumer = consumerOf(space, 'admin', { maxDeliver: 5 })
      .on('vote.cast', async (payload, { em }) => incrementCounter(em, `tally:${payload.venueId}`), 'VoteTally.count')
      .on(
        'vote.cast',
        async (payload, { em }) => {
          await incrementCounter(em, `strict:${payload.venueId}`);
          await em.flush();
          deliveries.push({ venueId: payload.venueId, deliveryCount: deliveries.length + 1 });
          if (payload.venueId === first) {
            throw new PermanentEventError(`venue ${payload.venueId} is unknown here`);
          }
          throw new DomainException('not_found', 'Lieu introuvable');
        },
        'StrictCheck.apply',
      );
    await consumer.start();

    const envelopes = [await castVote(first), await castVote(second)];
    // JetStream's own word that both messages are settled: a nak would leave them pending or ack-pending.
    await consumerSettled(space.jsm, space.namespace.streamName, consumer.durableName, 2);

    const info = await space.jsm.consumers.info(space.namespace.streamName, consumer.durableName);
    expect(info.num_redelivered).toBe(0);
    expect(deliveries.map((delivery) => delivery.venueId)).toEqual([first, second]);
    expect(logger.withMessage('event handler failed, will retry')).toEqual([]);
    const lines = logger.withMessage('event dead-lettered');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 'warn', handler: 'StrictCheck.apply', deliveryCount: 1, permanent: true, eventId: envelopes[0].id });
    expect(lines[1]).toMatchObject({ level: 'warn', handler: 'StrictCheck.apply', deliveryCount: 1, permanent: true, error: 'Lieu introuvable' });
    const deadLetters = await orm.em.fork().find(DeadLetter, {}, { orderBy: { failedAt: 'asc' } });
    expect(deadLetters.map(({ eventId, handler }) => ({ eventId, handler }))).toEqual(
      envelopes.map((envelope) => ({ eventId: envelope.id, handler: 'StrictCheck.apply' })),
    );
    // The failing handler's transaction rolled back; the other handler's effects stayed.
    expect(await counterValue(orm.em, `strict:${first}`)).toBe(0);
    expect(await counterValue(orm.em, `tally:${first}`)).toBe(1);
    expect(await counterValue(orm.em, `tally:${second}`)).toBe(1);
  });

  it('does not run again a handler that dead-lettered the event when another handler asks for a retry', async () => {
    const space = await useNamespace();
    const calls = { strict: 0, flaky: 0 };
    const consumer = consumerOf(space, 'admin')
      .on(
        'vote.cast',
        async () => {
          calls.strict += 1;
          throw new PermanentEventError('never');
        },
        'Strict.apply',
      )
      .on(
        'vote.cast',
        async (payload, { em }) => {
          calls.flaky += 1;
          if (calls.flaky === 1) {
            throw new Error('busy');
          }
          await incrementCounter(em, `flaky:${payload.venueId}`);
        },
        'Flaky.apply',
      );
    await consumer.start();

    const venueId = randomUUID();
    await castVote(venueId);
    await consumerSettled(space.jsm, space.namespace.streamName, consumer.durableName, 1);

    expect(calls).toEqual({ strict: 1, flaky: 2 });
    expect(await counterValue(orm.em, `flaky:${venueId}`)).toBe(1);
    expect((await orm.em.fork().find(DeadLetter, {})).map((row) => row.handler)).toEqual(['Strict.apply']);
    expect(logger.withMessage('event dead-lettered')).toHaveLength(1);
  });

  it('finishes the event in hand before stop() resolves', async () => {
    const space = await useNamespace();
    const venueId = randomUUID();
    const started = signal();
    const release = signal();
    const order: string[] = [];
    const consumer = consumerOf(space, 'admin').on('vote.cast', async (payload, { em }) => {
      started.resolve();
      await release.promise;
      await incrementCounter(em, `applied:${payload.venueId}`);
      order.push('handler finished');
    });
    await consumer.start();

    await castVote(venueId);
    await started.promise;
    const stopping = consumer.stop().then(() => order.push('stopped'));
    await sleep(200);
    order.push('released');
    release.resolve();
    await stopping;

    expect(order).toEqual(['released', 'handler finished', 'stopped']);
    expect(await counterValue(orm.em, `applied:${venueId}`)).toBe(1);
    expect(await ackFloor(space, consumer)).toBe(1);
  });

  /** Casts `count` votes while no consumer runs, and waits until JetStream holds them all. */
  async function burstOfVotes(space: TestNamespace, venueIds: string[]): Promise<void> {
    for (const venueId of venueIds) {
      await castVote(venueId);
    }
    await waitFor(async () => (await streamMessageCount(space.jsm, space.namespace.streamName)) === venueIds.length);
  }

  it('applies a burst of events in a few transactions, each event once', async () => {
    const space = await useNamespace();
    const venueIds = Array.from({ length: 60 }, () => randomUUID());
    await burstOfVotes(space, venueIds);
    const transactions = new Set<string>();
    const consumer = consumerOf(space, 'venues').on('vote.cast', async (payload, { em }) => {
      const [{ txid }] = await em.getConnection().execute<Array<{ txid: string }>>('select txid_current()::text as txid', [], 'all', em.getTransactionContext());
      transactions.add(txid);
      await incrementCounter(em, `applied:${payload.venueId}`);
    });
    await consumer.start();

    await waitFor(async () => (await ackFloor(space, consumer)) === venueIds.length);
    for (const venueId of venueIds) {
      expect(await counterValue(orm.em, `applied:${venueId}`)).toBe(1);
    }
    expect(await orm.em.fork().count(InboxRecord, {})).toBe(venueIds.length);
    // 60 events, one commit each before: now what arrived while a batch was applied goes in one.
    expect(transactions.size).toBeLessThanOrEqual(5);
  });

  it('keeps the other events of a burst when one of them fails, and retries only that one', async () => {
    const space = await useNamespace();
    const venueIds = Array.from({ length: 20 }, () => randomUUID());
    const failing = venueIds[7];
    await burstOfVotes(space, venueIds);
    let failingCalls = 0;
    const consumer = consumerOf(space, 'venues').on('vote.cast', async (payload, { em }) => {
      await incrementCounter(em, `applied:${payload.venueId}`);
      if (payload.venueId === failing && ++failingCalls <= 2) {
        // Twice: once in the batch's transaction, once on its own; the redelivery then succeeds.
        throw new Error('the read model was busy');
      }
    });
    await consumer.start();

    await waitFor(async () => (await ackFloor(space, consumer)) === venueIds.length);
    for (const venueId of venueIds) {
      expect(await counterValue(orm.em, `applied:${venueId}`)).toBe(1);
    }
    expect(failingCalls).toBe(3);
    expect(logger.withMessage('event handler failed, will retry')).toEqual([
      expect.objectContaining({ deliveryCount: 1, error: 'the read model was busy' }),
    ]);
    expect(await orm.em.fork().count(DeadLetter, {})).toBe(0);
  });
});
