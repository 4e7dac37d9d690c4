import { createHash, randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import { eventVersion, type EventEnvelope, type EventMap } from '@lieux/contracts';
import { connectNats, ensureEventStream } from '@lieux/messaging';
import { createLogger } from '@lieux/platform';
import { createNatsNamespace, createRedisPrefix, type NatsNamespace, type RedisPrefix } from '@lieux/testing';
import { subscribeSessionAccessChanges } from './session-access.listener.js';
import { subscribeSessionSuspensions } from './session-suspension.listener.js';
import { SessionStore } from './session.store.js';
import { sessionUser } from './test/session-user.js';

jest.setTimeout(30_000);

const salma = () => sessionUser('consumer');

/** A role or plan changed, or the account was suspended, in the auth service: the user's live sessions in the gateway's Redis follow at once (real NATS JetStream + Redis). */
describe('sessions follow user.role-changed, user.plan-changed and user.suspended', () => {
  let namespace: NatsNamespace;
  let redisPrefix: RedisPrefix;
  let nats: NatsConnection;
  let redis: Redis;
  let store: SessionStore;
  let subscriptions: Subscription[];

  beforeAll(async () => {
    namespace = await createNatsNamespace();
    redisPrefix = await createRedisPrefix();
    nats = await connectNats(namespace.url, 'session-access-test');
    await ensureEventStream(await jetstreamManager(nats), { streamName: namespace.streamName, subjectPrefix: namespace.subjectPrefix });
    redis = new Redis(redisPrefix.url, { keyPrefix: redisPrefix.prefix });
    store = new SessionStore(redis, 30 * 86_400);
    subscriptions = [
      ...subscribeSessionAccessChanges(nats, namespace.subjectPrefix, store, createLogger('test', 'silent')),
      subscribeSessionSuspensions(nats, namespace.subjectPrefix, store, createLogger('test', 'silent')),
    ];
    await nats.flush();
  });

  afterAll(async () => {
    subscriptions?.forEach((subscription) => subscription.unsubscribe());
    await nats?.close();
    redis?.disconnect();
    await redisPrefix?.cleanup();
    await namespace?.cleanup();
  });

  /** As the auth service's outbox relay does: the envelope on JetStream, the event id as message id. */
  async function publish<K extends 'user.role-changed' | 'user.plan-changed' | 'user.suspended'>(subject: K, payload: EventMap[K], id = randomUUID()): Promise<void> {
    const envelope: EventEnvelope<K, EventMap[K]> = { id, subject, version: eventVersion(subject), occurredAt: new Date().toISOString(), payload };
    await jetstream(nats).publish(`${namespace.subjectPrefix}${subject}`, JSON.stringify(envelope), { msgID: id });
  }

  async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
    let value = await read();
    for (let attempt = 0; attempt < 100 && !until(value); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      value = await read();
    }
    return value;
  }

  it('gives every live session of the user the new role, keeping them signed in and their expiry', async () => {
    const user = salma();
    const phone = await store.create(user);
    const laptop = await store.create(user);
    const someoneElse = await store.create(salma());

    await publish('user.role-changed', { userId: user.id, role: 'merchant', previousRole: 'consumer', changedAt: new Date().toISOString() });

    const onPhone = await eventually(() => store.read(phone), (session) => session?.user.role === 'merchant');
    expect(onPhone?.user).toEqual({ ...user, role: 'merchant' });
    expect((await store.read(laptop))?.user.role).toBe('merchant');
    expect((await store.read(someoneElse))?.user.role).toBe('consumer');
    // Still the 30 days from sign-in (KEEPTTL), not a session without expiry.
    expect(await redis.ttl(`session:${createHash('sha256').update(phone).digest('hex')}`)).toBeGreaterThan(29 * 86_400);
  });

  it('gives the sessions the new plan, and a later role change after it', async () => {
    const user = salma();
    const session = await store.create(user);
    await publish('user.plan-changed', { userId: user.id, plan: 'pro', previousPlan: 'free', changedAt: new Date().toISOString() });
    await publish('user.role-changed', { userId: user.id, role: 'admin', previousRole: 'consumer', changedAt: new Date().toISOString() });
    const after = await eventually(() => store.read(session), (read) => read?.user.subscription === 'pro' && read.user.role === 'admin');
    expect(after?.user).toMatchObject({ subscription: 'pro', role: 'admin' });
  });

  it('ignores an unreadable event, and a user with no session, and keeps listening', async () => {
    const user = salma();
    const session = await store.create(user);
    nats.publish(`${namespace.subjectPrefix}user.role-changed`, 'not json');
    await publish('user.role-changed', { userId: user.id, role: 'owner' as 'admin', previousRole: 'consumer', changedAt: new Date().toISOString() });
    await publish('user.role-changed', { userId: randomUUID(), role: 'merchant', previousRole: 'consumer', changedAt: new Date().toISOString() });
    await publish('user.role-changed', { userId: user.id, role: 'merchant', previousRole: 'consumer', changedAt: new Date().toISOString() });
    expect((await eventually(() => store.read(session), (read) => read?.user.role === 'merchant'))?.user.role).toBe('merchant');
  });

  it('ends every session of a suspended user, and no one else’s (issue 14)', async () => {
    const user = salma();
    const phone = await store.create(user);
    const laptop = await store.create(user);
    const someoneElse = await store.create(salma());
    nats.publish(`${namespace.subjectPrefix}user.suspended`, 'not json');
    await publish('user.suspended', { userId: user.id, reason: 'Faux avis en série', suspendedBy: randomUUID(), suspendedAt: new Date().toISOString() });
    expect(await eventually(() => store.read(phone), (session) => session === undefined)).toBeUndefined();
    expect(await store.read(laptop)).toBeUndefined();
    expect((await store.read(someoneElse))?.user.role).toBe('consumer');
  });
});
