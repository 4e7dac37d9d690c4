import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { VoteCastV1 } from '@lieux/contracts';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { openServiceDatabase } from '@lieux/persistence';
import { createNatsNamespace, createTestDatabase, type NatsNamespace, type TestDatabase } from '@lieux/testing';
import { ensureEventStream, type EventStreamOptions } from '@lieux/messaging';
import { messagingMigrations } from '../messaging-handlers.migration.js';
import { messagingEntities } from '../messaging.entities.js';
import { Counter } from './counter.entity.js';
import { counterMigration } from './counter-table.migration.js';

export const TEST_SCHEMA = 'messaging_test';

/** One fresh database per test file, migrated like a service's schema (messaging tables + `counter`). */
export async function openTestDatabase(): Promise<{ database: TestDatabase; orm: MikroORM }> {
  const database = await createTestDatabase();
  try {
    const orm = await openServiceDatabase({
      schema: TEST_SCHEMA,
      databaseUrl: database.url,
      entities: [...messagingEntities, Counter],
      migrations: [...messagingMigrations, counterMigration],
      poolMax: 8,
      log: () => undefined,
    });
    return { database, orm };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * The test file's database, opened before its tests and dropped after them, emptied before each
 * test; `opened` receives the ORM once it is up.
 */
export function useTestDatabase(opened: (orm: MikroORM) => void): void {
  let database: TestDatabase | undefined;
  let orm: MikroORM | undefined;
  beforeAll(async () => {
    ({ database, orm } = await openTestDatabase());
    opened(orm);
  });
  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });
  beforeEach(() => truncateTables(orm!));
}

export async function truncateTables(orm: MikroORM): Promise<void> {
  await orm.em.fork().execute(`truncate ${TEST_SCHEMA}.outbox, ${TEST_SCHEMA}.inbox, ${TEST_SCHEMA}.dead_letter, ${TEST_SCHEMA}.counter`);
}

export interface TestNamespace {
  namespace: NatsNamespace;
  nc: NatsConnection;
  jsm: JetStreamManager;
  close(): Promise<void>;
}

/** A NATS namespace with its event stream created, and a connection to it. */
export async function openTestNamespace(stream: Omit<EventStreamOptions, 'streamName' | 'subjectPrefix'> = {}): Promise<TestNamespace> {
  const namespace = await createNatsNamespace();
  const nc = await connect({ servers: namespace.url });
  const jsm = await jetstreamManager(nc);
  await ensureEventStream(jsm, { ...stream, streamName: namespace.streamName, subjectPrefix: namespace.subjectPrefix });
  return {
    namespace,
    nc,
    jsm,
    close: async () => {
      await nc.close();
      await namespace.cleanup();
    },
  };
}

export async function counterValue(em: EntityManager, name: string): Promise<number> {
  const counter = await em.fork().findOne(Counter, { name });
  return counter?.value ?? 0;
}

/** Adds one to a counter through the given (transactional) EntityManager. */
export async function incrementCounter(em: EntityManager, name: string): Promise<void> {
  const counter = (await em.findOne(Counter, { name })) ?? em.create(Counter, { name, value: 0 });
  counter.value += 1;
}

export async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`condition not met within ${timeoutMs} ms`);
    }
    await sleep(50);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function streamMessageCount(jsm: JetStreamManager, streamName: string): Promise<number> {
  const info = await jsm.streams.info(streamName);
  return info.state.messages;
}

/** A valid `vote.cast` payload: the event the tests move around. */
export function voteCast(venueId: string): VoteCastV1 {
  return { userId: randomUUID(), venueId, value: 1, castAt: new Date().toISOString() };
}

/** A promise to resolve from outside: a signal between a test and the handler it drives. */
export function signal<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Resolves once JetStream holds nothing more for this consumer: every delivery settled, none pending. */
export async function consumerSettled(jsm: JetStreamManager, streamName: string, durableName: string, ackFloor: number): Promise<void> {
  await waitFor(async () => {
    const info = await jsm.consumers.info(streamName, durableName);
    return info.num_pending === 0 && info.num_ack_pending === 0 && info.ack_floor.stream_seq === ackFloor;
  });
}
