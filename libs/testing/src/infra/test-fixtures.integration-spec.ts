import { jest } from '@jest/globals';
import pg from 'pg';
import { Redis } from 'ioredis';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createNatsNamespace } from './nats-namespace.fixture.js';
import { createRedisPrefix } from './redis-prefix.fixture.js';
import { createTestDatabase } from './test-database.fixture.js';

jest.setTimeout(30_000);

describe('test fixtures (real PostgreSQL, Redis and NATS)', () => {
  it('creates a fresh database and drops it even with a connection still open', async () => {
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    expect(first.name).toMatch(/^lieux_test_[0-9a-f]{12}$/);
    expect(first.name).not.toBe(second.name);

    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    client.on('error', () => undefined);
    const { rows } = await client.query<{ name: string }>('select current_database() as name');
    expect(rows[0]?.name).toBe(first.name);

    await first.drop();
    await second.drop();
    await client.end().catch(() => undefined);

    const admin = new pg.Client({ connectionString: new URL('/postgres', first.url).toString() });
    await admin.connect();
    const left = await admin.query('select 1 from pg_database where datname = any($1)', [[first.name, second.name]]);
    await admin.end();
    expect(left.rowCount).toBe(0);
  });

  it('gives a key prefix and deletes only its own keys', async () => {
    const mine = await createRedisPrefix();
    const other = await createRedisPrefix();
    expect(mine.prefix).toMatch(/^t[0-9a-f]{10}:$/);
    const redis = new Redis(mine.url);
    try {
      await redis.set(`${mine.prefix}a`, '1');
      await redis.set(`${mine.prefix}b`, '2');
      await redis.set(`${other.prefix}a`, '3');

      await mine.cleanup();
      expect(await redis.exists(`${mine.prefix}a`, `${mine.prefix}b`)).toBe(0);
      expect(await redis.get(`${other.prefix}a`)).toBe('3');
    } finally {
      await other.cleanup();
      await redis.quit();
    }
  });

  it('gives a subject prefix and stream name and deletes the stream afterwards', async () => {
    const namespace = await createNatsNamespace();
    expect(namespace.subjectPrefix).toMatch(/^t[0-9a-f]{10}\.$/);
    expect(namespace.streamName).toMatch(/^EVENTS_T[0-9A-F]{10}$/);

    const nc = await connect({ servers: namespace.url });
    try {
      const jsm = await jetstreamManager(nc);
      await jsm.streams.add({ name: namespace.streamName, subjects: [`${namespace.subjectPrefix}>`] });
      await namespace.cleanup();
      await expect(jsm.streams.info(namespace.streamName)).rejects.toThrow(/stream not found/i);
    } finally {
      await nc.close();
    }
  });
});
