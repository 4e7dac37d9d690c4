import { jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { renderMetrics } from '@lieux/platform';
import { parseMetrics } from '@lieux/testing';
import { EventOutbox } from './event.outbox.js';
import { watchOutboxBacklog } from './outbox-metrics.js';
import { OutboxRelay } from './outbox.relay.js';
import { openTestNamespace, TEST_SCHEMA, useTestDatabase, type TestNamespace } from './test/messaging-test.harness.js';

jest.setTimeout(30_000);

/** The outbox gauges read at scrape time from a real outbox table, before and after the relay's round. */
describe('outbox backlog and oldest unpublished age in /metrics (real PostgreSQL and JetStream)', () => {
  let orm: MikroORM;
  let ns: TestNamespace;
  let relay: OutboxRelay;
  let unwatch: () => void;

  useTestDatabase((opened) => (orm = opened));

  beforeEach(async () => {
    ns = await openTestNamespace();
    // Not started: rows stay unpublished until the test runs a round.
    relay = new OutboxRelay({ em: orm.em, nc: ns.nc, streamName: ns.namespace.streamName, subjectPrefix: ns.namespace.subjectPrefix });
    unwatch = watchOutboxBacklog('votes', relay);
  });

  afterEach(async () => {
    unwatch();
    await ns?.close();
  });

  async function scrape() {
    return parseMetrics((await renderMetrics()).body);
  }

  it('shows 2 waiting rows and the age of the oldest, then 0 and 0 once published', async () => {
    const outbox = new EventOutbox();
    await orm.em.fork().transactional(async (em) => {
      outbox.add(em, 'test.happened', { key: 'first' });
      outbox.add(em, 'test.happened', { key: 'second' });
    });
    // The first has been waiting for a minute and a half.
    await orm.em.fork().execute(`update ${TEST_SCHEMA}.outbox set created_at = now() - interval '90 seconds' where payload->'payload'->>'key' = 'first'`);

    const before = await scrape();
    expect(before.value('lieux_outbox_backlog', { service: 'votes' })).toBe(2);
    const age = before.value('lieux_outbox_oldest_age_seconds', { service: 'votes' }) ?? Number.NaN;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(3_600);

    expect(await relay.publishPending()).toBe(2);
    const after = await scrape();
    expect(after.value('lieux_outbox_backlog', { service: 'votes' })).toBe(0);
    expect(after.value('lieux_outbox_oldest_age_seconds', { service: 'votes' })).toBe(0);
  });

  it('leaves the series out of the scrape when the database cannot answer, instead of a false 0', async () => {
    const failing = watchOutboxBacklog('venues', { backlog: () => Promise.reject(new Error('connection refused')) });
    try {
      const scraped = await scrape();
      expect(scraped.value('lieux_outbox_backlog', { service: 'venues' })).toBeUndefined();
      expect(scraped.value('lieux_outbox_backlog', { service: 'votes' })).toBe(0);
    } finally {
      failing();
    }
  });
});
