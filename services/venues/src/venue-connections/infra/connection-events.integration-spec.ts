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
  const publish = <K extends 'connection.created' | 'connection.updated' | 'connection.removed'>(subject: K, payload: EventMap[K]) =>
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
});
