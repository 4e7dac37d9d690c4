import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { EventOutbox } from './event.outbox.js';
import { OutboxRelay } from './outbox.relay.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { CapturedLogger } from './test/captured.logger.js';
import { counterValue, openTestNamespace, TEST_SCHEMA, streamMessageCount, useTestDatabase, voteCast, type TestNamespace } from './test/messaging-test.harness.js';

jest.setTimeout(30_000);

/**
 * A change and its event in one statement (`EventOutbox.insertFrom`): the row is stored only when the
 * change returned a row, the envelope is the one `add` would store, and the relay publishes it.
 */
describe('one-statement outbox writes (real PostgreSQL and JetStream)', () => {
  let orm: MikroORM;
  let ns: TestNamespace;
  const outbox = new EventOutbox();
  useTestDatabase((opened) => (orm = opened));

  beforeEach(async () => {
    ns = await openTestNamespace();
  });

  afterEach(async () => {
    await ns?.close();
  });

  /** Sets a counter to 1 unless it is already 1, with a `vote.cast` only when it changed. */
  async function setOnce(name: string, venueId: string): Promise<boolean> {
    const envelope = outbox.envelope('vote.cast', voteCast(venueId));
    const rows = await orm.em.fork().execute<Array<{ id: string }>>(
      `with changed as (
         insert into ${TEST_SCHEMA}.counter (name, value) values (?, 1)
         on conflict (name) do update set value = 1 where counter.value <> 1 returning 1
       ) ${EventOutbox.insertFrom(TEST_SCHEMA, 'changed')} returning id`,
      [name, ...EventOutbox.row(envelope)],
    );
    return rows.length > 0;
  }

  it('stores the event only when the change happened, concurrent identical writes included', async () => {
    const venueId = randomUUID();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => setOnce('once', venueId)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await counterValue(orm.em, 'once')).toBe(1);
    const rows = await orm.em.fork().find(OutboxMessage, {});
    expect(rows).toHaveLength(1);
    expect(rows[0].payload).toMatchObject({ id: rows[0].id, subject: 'vote.cast', version: 1, payload: { venueId } });
    expect(rows[0].publishedAt).toBeNull();
  });

  it('is published by the relay like any outbox row', async () => {
    await setOnce('published', randomUUID());
    const relay = new OutboxRelay({ em: orm.em, nc: ns.nc, streamName: ns.namespace.streamName, subjectPrefix: ns.namespace.subjectPrefix, logger: new CapturedLogger() });
    expect(await relay.publishPending()).toBe(1);
    expect(await streamMessageCount(ns.jsm, ns.namespace.streamName)).toBe(1);
  });

  it('lets the statement complete the envelope from the changed row', async () => {
    const envelope = outbox.envelope('venue.votes-counted', { venueId: randomUUID(), voteCount: 0, countedAt: new Date().toISOString() });
    await orm.em.fork().execute(
      `with changed as (insert into ${TEST_SCHEMA}.counter (name, value) values ('counted', 41) returning value + 1 as value)
       ${EventOutbox.insertFrom(TEST_SCHEMA, 'changed', "jsonb_set(?::jsonb, '{payload,voteCount}', to_jsonb(changed.value))")}`,
      EventOutbox.row(envelope),
    );
    const [row] = await orm.em.fork().find(OutboxMessage, {});
    expect(row.payload).toMatchObject({ id: envelope.id, payload: { voteCount: 42 } });
  });
});
