import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { RPC, type AdminStatsDto, type EventMap } from '@lieux/contracts';
import { createLogger } from '@lieux/platform';
import { openServiceDatabase } from '@lieux/persistence';
import { EventOutbox, messagingEntities, messagingMigrations, OutboxMessage, OutboxRelay, SERVICE_ENV, serviceDurablesSettled } from '@lieux/service-kit';
import type { AdminEnv } from '../../config/admin.env.js';
import { startAdminService, type RunningAdminService } from '../../test/admin-service.fixture.js';

jest.setTimeout(60_000);

const DUPLICATE_WINDOW_MS = 300;
const ADMIN = { userId: randomUUID(), role: 'admin', plan: 'free' } as const;

/**
 * The admin statistics as the admin service runs them (module, consumer, inbox, RPC handlers) on real
 * PostgreSQL and JetStream, fed by a producer's outbox and relay: a burst with copies and late events,
 * then a rebuild from the stream that must land on the same numbers.
 */
describe('the admin statistics: a burst of events, then a rebuild', () => {
  let admin: RunningAdminService;
  let jsm: JetStreamManager;
  let producer: MikroORM;
  let relay: OutboxRelay;
  const outbox = new EventOutbox();

  beforeAll(async () => {
    admin = await startAdminService({ STATUS_CHECK_INTERVAL_MS: 3_600_000 });
    const { streamName, subjectPrefix } = admin.namespace;
    jsm = await jetstreamManager(admin.nc);
    // A short duplicate window, so a copy sent again after it is really delivered twice.
    await jsm.streams.update(streamName, { duplicate_window: nanos(DUPLICATE_WINDOW_MS) });
    const env = admin.service.get<AdminEnv>(SERVICE_ENV);
    producer = await openServiceDatabase({ schema: 'producer', databaseUrl: env.DATABASE_URL, entities: messagingEntities, migrations: messagingMigrations, log: () => undefined });
    relay = new OutboxRelay({ em: producer.em, nc: admin.nc, streamName, subjectPrefix, logger: createLogger('producer', 'silent') });
  });

  afterAll(async () => {
    await relay?.stop();
    await producer?.close(true);
    await admin?.close();
  });

  type Published = { [K in keyof EventMap]: [K, EventMap[K]] }[keyof EventMap];

  async function publish(events: Published[]): Promise<string[]> {
    const ids = await producer.em.fork().transactional(async (em) => events.map(([subject, payload]) => outbox.add(em, subject as never, payload as never).id));
    await relay.publishPending();
    return ids;
  }

  /** Resolves once the admin's durable consumer(s) have settled every message of the stream they take. */
  async function consumed(): Promise<void> {
    const durable = `${admin.namespace.subjectPrefix.replace('.', '_')}admin`;
    const deadline = Date.now() + 15_000;
    while (!(await serviceDurablesSettled(jsm, admin.namespace.streamName, durable))) {
      if (Date.now() > deadline) throw new Error('the admin consumer has events pending');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }


  const stats = () => admin.client.request(RPC.adminStatsShow, {}, { actor: ADMIN });
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute)).toISOString();
  const venue = (venueId: string, city: string) => ({ venueId, slug: `v-${venueId.slice(0, 8)}`, ownerUserId: null, categoryId: 'cafe', city });

  let expected: AdminStatsDto;

  it('counts each entity once, by its latest event, whatever the copies and the order of arrival', async () => {
    const [u1, u2, u3] = [randomUUID(), randomUUID(), randomUUID()];
    const [v1, v2, v3] = [randomUUID(), randomUUID(), randomUUID()];
    const [c1, c2] = [randomUUID(), randomUUID()];
    const [r1, r2] = [randomUUID(), randomUUID()];
    const ids = await publish([
      ['user.registered', { userId: u1, role: 'consumer', registeredAt: at(1) }],
      ['user.registered', { userId: u2, role: 'merchant', registeredAt: at(2) }],
      // Deleted before the sign-up arrives: never counted.
      ['user.deleted', { userId: u3, deletedAt: at(9) }],
      ['user.registered', { userId: u3, role: 'consumer', registeredAt: at(3) }],
      // v1: approved by a moderation that arrives before its creation.
      ['venue.moderated', { ...venue(v1, 'Rabat'), name: 'n', status: 'approved', previousStatus: 'pending', reason: null, moderatedBy: ADMIN.userId, moderatedAt: at(20) }],
      ['venue.created', { ...venue(v1, 'Rabat'), status: 'pending', createdAt: at(10) }],
      // v2: approved, then a late, older edit (pending at the time) arrives: it stays approved.
      ['venue.created', { ...venue(v2, 'Fès'), status: 'pending', createdAt: at(11) }],
      ['venue.moderated', { ...venue(v2, 'Fès'), name: 'n', status: 'approved', previousStatus: 'pending', reason: null, moderatedBy: ADMIN.userId, moderatedAt: at(25) }],
      ['venue.updated', { ...venue(v2, 'Fès'), status: 'pending', previousStatus: 'pending', changedFields: ['name'], updatedAt: at(22) }],
      ['venue.created', { ...venue(v3, 'Rabat'), status: 'pending', createdAt: at(12) }],
      ['connection.created', { connectionId: c1, venueId: v1, provider: 'instagram', accountRef: 'a', accountName: 'a', profileUrl: null, isActive: true, status: 'active', connectedAt: at(13) }],
      ['connection.created', { connectionId: c2, venueId: v1, provider: 'tiktok', accountRef: 'b', accountName: 'b', profileUrl: null, isActive: true, status: 'active', connectedAt: at(14) }],
      ['connection.removed', { connectionId: c2, venueId: v1, provider: 'tiktok', removedAt: at(15) }],
      ['report.opened', { reportId: r1, venueId: v1, reporterUserId: u1, reason: 'spam', openedAt: at(16) }],
      ['report.closed', { reportId: r2, venueId: v2, status: 'dismissed', closedBy: ADMIN.userId, closedAt: at(18) }],
      ['report.opened', { reportId: r2, venueId: v2, reporterUserId: u1, reason: 'fraud', openedAt: at(17) }],
      ['score.updated', { venueId: v1, score: 91, computedAt: at(40) }],
      ['score.updated', { venueId: v1, score: 10, computedAt: at(35) }],
      ['score.updated', { venueId: v2, score: 40, computedAt: at(40) }],
      ['score.updated', { venueId: v3, score: 0, state: 'not-scored', computedAt: at(40) }],
      ['vote.cast', { userId: u1, venueId: v1, value: 1, castAt: at(41) }],
      ['vote.cast', { userId: u2, venueId: v1, value: 1, castAt: at(42) }],
    ]);
    // The relay crashed before marking three rows: they leave again after the duplicate window.
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_WINDOW_MS + 200));
    await producer.em.fork().nativeUpdate(OutboxMessage, { id: { $in: [ids[0], ids[10], ids[20]] } }, { publishedAt: null });
    await relay.publishPending();
    await consumed();

    expected = { totalUsers: 2, totalVenues: 3, totalConnections: 1, avgScore: 65.5, pendingApprovals: 1, reportsCount: 1 };
    expect(await stats()).toEqual(expected);

    const analytics = await admin.client.request(RPC.adminAnalyticsShow, { days: 365 }, { actor: ADMIN });
    expect(analytics.daily).toHaveLength(365);
    expect(analytics.daily.find((day) => day.day === '2026-11-20')).toEqual({ day: '2026-11-20', signups: 3, votes: 2, venues: 3 });
    expect(analytics.venuesByCity).toEqual([{ key: 'Rabat', count: 2 }, { key: 'Fès', count: 1 }]);
    expect(analytics.venuesByCategory).toEqual([{ key: 'cafe', count: 3 }]);
    expect(analytics.scoreDistribution.filter((bucket) => bucket.count > 0)).toEqual([{ key: '40-49', count: 1 }, { key: '90-100', count: 1 }]);
  });

  it('is for admins only, in the service too', async () => {
    await expect(admin.client.request(RPC.adminStatsShow, {}, { actor: { userId: randomUUID(), role: 'merchant', plan: 'pro' } })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(admin.client.request(RPC.adminStatsRebuild, {}, { actor: undefined })).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('rebuilds the same numbers from the stream, after the read model was damaged', async () => {
    await admin.sql('delete from admin.stats_venues');
    await admin.sql('delete from admin.stats_users');
    expect((await stats()).totalVenues).toBe(0);

    const reply = await admin.client.request(RPC.adminStatsRebuild, {}, { actor: ADMIN });

    expect(reply.eventsRead).toBe(22 + 3);
    expect(await stats()).toEqual(expected);
  });

  it('refuses to rebuild from a stream that lost its first events, and leaves the numbers as they are', async () => {
    await jsm.streams.deleteMessage(admin.namespace.streamName, 1);
    await expect(admin.client.request(RPC.adminStatsRebuild, {}, { actor: ADMIN })).rejects.toMatchObject({ code: 'stats_stream_incomplete' });
    expect(await stats()).toEqual(expected);
  });

  it('keeps a deleted person’s votes in the counts, no longer tied to them', async () => {
    const [person, venueId] = [randomUUID(), randomUUID()];
    await publish([
      ['user.registered', { userId: person, role: 'consumer', registeredAt: at(50) }],
      ['vote.cast', { userId: person, venueId, value: 1, castAt: at(51) }],
      ['vote.cast', { userId: person, venueId, value: 0, castAt: at(52) }],
    ]);
    await consumed();
    const before = await admin.sql<{ count: number }>('select count(*)::int as count from admin.stats_votes where venue_id = ?', [venueId]);
    expect(before).toEqual([{ count: 2 }]);
    await publish([['user.deleted', { userId: person, deletedAt: at(53) }]]);
    await consumed();
    expect(await admin.sql('select user_id from admin.stats_votes where user_id = ?', [person])).toEqual([]);
    expect(await admin.sql<{ count: number }>('select count(distinct user_id)::int as count from admin.stats_votes where venue_id = ?', [venueId])).toEqual([{ count: 1 }]);
    expect(await admin.sql<{ count: number }>('select count(*)::int as count from admin.stats_votes where venue_id = ?', [venueId])).toEqual(before);
  });

  it('takes a deleted venue out of the totals, its city, its category and the score figures, keeping the day it was created', async () => {
    const [kept, gone, goneFirst] = [randomUUID(), randomUUID(), randomUUID()];
    const city = `Ville-${kept.slice(0, 6)}`;
    const before = await stats();
    await publish([
      ['venue.created', { ...venue(kept, city), status: 'pending', createdAt: at(30) }],
      ['venue.created', { ...venue(gone, city), status: 'pending', createdAt: at(31) }],
      ['score.updated', { venueId: gone, score: 3, computedAt: at(32) }],
      ['venue.deleted', { venueId: gone, slug: 'v-gone', ownerUserId: null, cause: 'owner', deletedAt: at(33) }],
      // Deleted before its creation arrives: never counted.
      ['venue.deleted', { venueId: goneFirst, slug: 'v-first', ownerUserId: null, cause: 'admin', deletedAt: at(35) }],
      ['venue.created', { ...venue(goneFirst, city), status: 'pending', createdAt: at(34) }],
    ]);
    await consumed();
    expect(await stats()).toEqual({ ...before, totalVenues: before.totalVenues + 1, pendingApprovals: before.pendingApprovals + 1 });
    const analytics = await admin.client.request(RPC.adminAnalyticsShow, { days: 365 }, { actor: ADMIN });
    expect(analytics.venuesByCity.find((entry) => entry.key === city)).toEqual({ key: city, count: 1 });
    expect(analytics.scoreDistribution.find((bucket) => bucket.key === '0-9')).toEqual({ key: '0-9', count: 0 });
  });
});
