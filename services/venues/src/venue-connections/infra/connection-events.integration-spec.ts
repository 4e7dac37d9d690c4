import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventMap } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import { useTestService } from '@lieux/testing';
import { eventsHandled, startVenuesService } from '../../test/venues-service.fixture.js';

jest.setTimeout(60_000);

/**
 * The venues read model of connections (issue 12) on real PostgreSQL and JetStream: `venue_connections`
 * holds what counts (switched on, in good standing) with the profile URL, follows switches and
 * "à reconnecter", and a `connection.removed` of a replaced connection leaves the new one alone.
 */
describe('connections in the venues read model', () => {
  const venues = useTestService(() => startVenuesService());
  let venueId: string;

  const sql = <T>(query: string, params: unknown[] = []) => venues().sql<T>(query, params);
  const publish = <K extends 'connection.created' | 'connection.updated' | 'connection.removed' | 'connection.measured'>(subject: K, payload: EventMap[K]) =>
    venues().service.get(MikroORM).em.fork().transactional(async (em) => new EventOutbox().add(em, subject, payload));
  let appliedSoFar = 0;
  const applied = (count: number) => eventsHandled(venues(), 'connection.%', count);
  const linksOf = () => sql<{ provider: string; account_ref: string; profile_url: string | null; connection_id: string | null }>(
    `select provider, account_ref, profile_url, connection_id from venues.venue_connections where venue_id = ? order by provider`,
    [venueId],
  );
  const state = (connectionId: string, extra: Partial<EventMap['connection.updated']> = {}): EventMap['connection.updated'] => ({
    connectionId,
    venueId,
    provider: 'instagram',
    accountRef: 'riad.yasmine',
    accountName: 'Riad Yasmine',
    profileUrl: 'https://www.instagram.com/riad.yasmine',
    isActive: true,
    status: 'active',
    updatedAt: new Date().toISOString(),
    ...extra,
  });

  beforeAll(async () => {
    const [venue] = await sql<{ id: string }>(`select v.id from venues.venues v where not exists (select 1 from venues.venue_connections c where c.venue_id = v.id) limit 1`);
    venueId = venue!.id;
  });

  it('links a new connection with its profile, drops it while off or "à reconnecter", brings it back', async () => {
    const id = randomUUID();
    const { updatedAt, ...created } = state(id);
    await publish('connection.created', { ...created, connectedAt: updatedAt });
    await applied((appliedSoFar += 1));
    expect(await linksOf()).toEqual([{ provider: 'instagram', account_ref: 'riad.yasmine', profile_url: 'https://www.instagram.com/riad.yasmine', connection_id: id }]);
    await publish('connection.updated', state(id, { isActive: false }));
    await applied((appliedSoFar += 1));
    expect(await linksOf()).toEqual([]);
    await publish('connection.updated', state(id));
    await publish('connection.updated', state(id, { status: 'needs_reconnect' }));
    await applied((appliedSoFar += 2));
    expect(await linksOf()).toEqual([]);
    await publish('connection.updated', state(id));
    await applied((appliedSoFar += 1));
    expect(await linksOf()).toHaveLength(1);    // Each change applied told the gateway's cache, in its own transaction.
    const told = await sql<{ payload: { payload: EventMap['venue.connections-applied'] } }>(`select payload from venues.outbox where subject = 'venue.connections-applied' and payload->'payload'->>'venueId' = ?`, [venueId]);
    expect(told.map((row) => row.payload.payload.provider)).toEqual(['instagram', 'instagram', 'instagram', 'instagram', 'instagram']);
  });

  it('a removed, replaced connection leaves the new one; removing the current one unlinks it', async () => {
    const [current] = await linksOf();
    const stale = randomUUID();
    await publish('connection.removed', { connectionId: stale, venueId, provider: 'instagram', removedAt: new Date().toISOString() });
    await applied((appliedSoFar += 1));
    expect(await linksOf()).toHaveLength(1);
    await publish('connection.removed', { connectionId: current!.connection_id!, venueId, provider: 'instagram', removedAt: new Date().toISOString() });
    await applied((appliedSoFar += 1));
    expect(await linksOf()).toEqual([]);
  });

  it('ignores a connection of a venue it does not have', async () => {
    const { updatedAt, ...created } = state(randomUUID(), { venueId: randomUUID() });
    await publish('connection.created', { ...created, connectedAt: updatedAt });
    await applied((appliedSoFar += 1));
    const [row] = await sql<{ n: number }>(`select count(*)::int as n from venues.venue_connections where venue_id = ?`, [created.venueId]);
    expect(row?.n).toBe(0);
  });

  describe('figures from the accounts (issue 30)', () => {
    let figuresVenue: string;
    type Tiles = { google_rating: number | null; google_review_count: number | null; instagram_followers: number | null; total_followers: number | null; total_engagement: number | null; figures_measured_at: string | null };
    const tiles = async (): Promise<Tiles> =>
      (await sql<Tiles>(`select google_rating, google_review_count, instagram_followers, total_followers, total_engagement, to_char(figures_measured_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as figures_measured_at from venues.venues where id = ?`, [figuresVenue]))[0]!;
    const connect = async (connectionId: string, provider: EventMap['connection.created']['provider']) => {
      const { updatedAt, ...created } = state(connectionId, { venueId: figuresVenue, provider, accountRef: `${provider}.figures` });
      await publish('connection.created', { ...created, connectedAt: updatedAt });
    };
    const measured = (connectionId: string, provider: EventMap['connection.measured']['provider'], figures: Partial<EventMap['connection.measured']>): EventMap['connection.measured'] => ({
      connectionId,
      venueId: figuresVenue,
      provider,
      followers: null,
      posts30d: null,
      interactions30d: null,
      rating: null,
      reviewCount: null,
      measuredAt: '2026-11-27T02:00:00.000Z',
      ...figures,
    });
    const instagram = randomUUID();
    const google = randomUUID();
    const tiktok = randomUUID();

    beforeAll(async () => {
      const [venue] = await sql<{ id: string }>(`select v.id from venues.venues v where v.id <> ? and not exists (select 1 from venues.venue_connections c where c.venue_id = v.id) limit 1`, [venueId]);
      figuresVenue = venue!.id;
      await sql(`update venues.venues set google_rating = null, instagram_followers = null, total_engagement = null where id = ?`, [figuresVenue]);
    });

    it('puts each connected account’s latest figures on the venue’s tiles, dated by the oldest of them', async () => {
      await connect(instagram, 'instagram');
      await connect(google, 'google');
      await connect(tiktok, 'tiktok');
      await publish('connection.measured', measured(instagram, 'instagram', { followers: 12_400, posts30d: 9, interactions30d: 2_100, measuredAt: '2026-11-27T02:00:00.000Z' }));
      await publish('connection.measured', measured(google, 'google', { rating: 4.6, reviewCount: 312, measuredAt: '2026-11-26T02:00:00.000Z' }));
      await publish('connection.measured', measured(tiktok, 'tiktok', { followers: 3_000, posts30d: 4, interactions30d: 900, measuredAt: '2026-11-27T02:00:00.000Z' }));
      await applied((appliedSoFar += 6));
      expect(await tiles()).toEqual({
        google_rating: 4.6,
        google_review_count: 312,
        instagram_followers: 12_400,
        total_followers: 15_400,
        total_engagement: 3_000,
        figures_measured_at: '2026-11-26T02:00',
      });
    });

    it('keeps the newest reading: one arriving late changes nothing', async () => {
      await publish('connection.measured', measured(instagram, 'instagram', { followers: 12_900, posts30d: 9, interactions30d: 2_300, measuredAt: '2026-11-28T02:00:00.000Z' }));
      await publish('connection.measured', measured(instagram, 'instagram', { followers: 1, posts30d: 1, interactions30d: 1, measuredAt: '2026-11-20T02:00:00.000Z' }));
      await applied((appliedSoFar += 2));
      expect(await tiles()).toMatchObject({ instagram_followers: 12_900, total_followers: 15_900, total_engagement: 3_200 });
    });

    it('takes an account’s figures off while it is switched off, and for good once it is disconnected', async () => {
      await publish('connection.updated', state(tiktok, { venueId: figuresVenue, provider: 'tiktok', accountRef: 'tiktok.figures', isActive: false }));
      await applied((appliedSoFar += 1));
      expect(await tiles()).toMatchObject({ instagram_followers: 12_900, total_followers: 12_900, total_engagement: 2_300 });
      await publish('connection.removed', { connectionId: instagram, venueId: figuresVenue, provider: 'instagram', removedAt: new Date().toISOString() });
      await publish('connection.removed', { connectionId: google, venueId: figuresVenue, provider: 'google', removedAt: new Date().toISOString() });
      await applied((appliedSoFar += 2));
      expect(await tiles()).toEqual({ google_rating: null, google_review_count: null, instagram_followers: null, total_followers: null, total_engagement: null, figures_measured_at: null });
      const [left] = await sql<{ n: number }>(`select count(*)::int as n from venues.venue_platform_figures where venue_id = ? and provider <> 'tiktok'`, [figuresVenue]);
      expect(left?.n).toBe(0);
    });
  });
});
