import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { jetstream } from '@nats-io/jetstream';
import { RPC, type EventEnvelope, type VoteCastV1 } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import { useTestService } from '@lieux/testing';
import { startVenuesService } from '../../test/venues-service.fixture.js';

jest.setTimeout(60_000);

/**
 * The venues service as it runs (demo venues seeded, its durable consumer and inbox) on real
 * PostgreSQL and JetStream: `vote.cast` moves `vote_count` and `venue_vote_days` once per event,
 * whatever the order and however often it is delivered, and the lookups the votes service asks for.
 */
describe('votes in the venues read model (the vote.cast consumer)', () => {
  const venues = useTestService(() => startVenuesService());
  let approved: Array<{ id: string; vote_count: number }>;
  let pending: { id: string };

  const sql = <T>(query: string, params: unknown[] = []) => venues().sql<T>(query, params);

  beforeAll(async () => {
    approved = await sql(`select id, vote_count from venues.venues where status = 'approved' order by id limit 3`);
    [pending] = await sql(`select id from venues.venues where status <> 'approved' limit 1`);
  });

  const voteCast = (venueId: string, value: 0 | 1, castAt = new Date().toISOString()): VoteCastV1 => ({ userId: randomUUID(), venueId, value, castAt });
  const countOf = async (venueId: string) => (await sql<{ vote_count: number }>(`select vote_count from venues.venues where id = ?`, [venueId]))[0].vote_count;
  const dayOf = async (venueId: string, day: string) =>
    (await sql<{ votes: number }>(`select votes from venues.venue_vote_days where venue_id = ? and day = ?`, [venueId, day]))[0]?.votes ?? 0;
  const applied = async (count: number) => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from venues.inbox where subject = 'vote.cast'`);
      if (n >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} vote.cast applied in 15 s`);
  };
  /** Publishes through an outbox and its relay, as the votes service does (this service's own outbox here). */
  const publish = (events: VoteCastV1[]) =>
    venues().service.get(MikroORM).em.fork().transactional(async (em) => events.map((event) => new EventOutbox().add(em, 'vote.cast', event)));
  let appliedSoFar = 0;

  it('adds a vote, takes a withdrawn one away, on the Moroccan day, and says so with venue.votes-counted', async () => {
    const venue = approved[0];
    // A fixed instant, not the clock (a vote cast just after the test read "today" could fall past midnight):
    // 23:30 UTC on the 26th is 00:30 on the 27th in Casablanca (UTC+1 outside Ramadan), the day it counts for.
    const castAt = '2026-11-26T23:30:00.000Z';
    const day = '2026-11-27';
    await publish([voteCast(venue.id, 1, castAt), voteCast(venue.id, 1, castAt), voteCast(venue.id, 0, castAt)]);
    await applied((appliedSoFar += 3));
    expect(await countOf(venue.id)).toBe(venue.vote_count + 1);
    expect(await dayOf(venue.id, day)).toBe(1);
    const told = await sql<{ vote_count: number }>(
      `select (payload->'payload'->>'voteCount')::int as vote_count from venues.outbox where subject = 'venue.votes-counted' and payload->'payload'->>'venueId' = ? order by created_at`,
      [venue.id],
    );
    // Events written in one transaction reach the consumer in no set order (the sum does not depend on
    // it): each count told is the count after one more event, in the order they were applied.
    const walks = [[1, 1, -1], [1, -1, 1], [-1, 1, 1]].map((deltas) =>
      deltas.map((_, index) => venue.vote_count + deltas.slice(0, index + 1).reduce((sum, delta) => sum + delta, 0)).sort((a, b) => a - b),
    );
    expect(walks).toContainEqual(told.map((row) => row.vote_count).sort((a, b) => a - b));
  });

  it('applies an event delivered twice once (the inbox)', async () => {
    const venue = approved[1];
    const envelope: EventEnvelope<'vote.cast', VoteCastV1> = { id: randomUUID(), subject: 'vote.cast', version: 1, occurredAt: new Date().toISOString(), payload: voteCast(venue.id, 1) };
    const js = jetstream(venues().nc);
    // No message id: JetStream keeps both copies, as after a relay crash past the duplicate window.
    await js.publish(`${venues().namespace.subjectPrefix}vote.cast`, JSON.stringify(envelope));
    await js.publish(`${venues().namespace.subjectPrefix}vote.cast`, JSON.stringify(envelope));
    await publish([voteCast(venue.id, 1)]);
    await applied((appliedSoFar += 2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await countOf(venue.id)).toBe(venue.vote_count + 2);
  });

  it('ends exact when a withdrawal arrives before its vote (retried after it)', async () => {
    const [venue] = await sql<{ id: string }>(`select id from venues.venues where status = 'approved' and vote_count = 0 limit 1`);
    if (!venue) throw new Error('the demo data has no approved venue without votes');
    await publish([voteCast(venue.id, 0)]);
    await publish([voteCast(venue.id, 1)]);
    await applied((appliedSoFar += 2));
    expect(await countOf(venue.id)).toBe(0);
  });

  it('dead-letters a vote for a venue it does not have, at once', async () => {
    const venueId = randomUUID();
    await publish([voteCast(venueId, 1)]);
    const deadline = Date.now() + 10_000;
    let letters: unknown[] = [];
    while (letters.length === 0 && Date.now() < deadline) {
      letters = await sql(`select handler from venues.dead_letter where envelope->'payload'->>'venueId' = ?`, [venueId]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(letters).toEqual([{ handler: 'VoteCastHandler.onVoteCast' }]);
  });

  it('tells the votes service which venues are public, and gives public ones as cards in the order asked', async () => {
    const ids = [approved[2].id, pending.id, randomUUID(), approved[0].id];
    expect((await venues().client.request(RPC.venuesPublicIds, { venueIds: ids }, { actor: undefined })).publicIds.sort()).toEqual([approved[2].id, approved[0].id].sort());
    const cards = await venues().client.request(RPC.venuesCards, { venueIds: [...ids, 'pas-un-id'] }, { actor: undefined });
    expect(cards.map((card) => card.id)).toEqual([approved[2].id, approved[0].id]);
    expect(cards[0]).toMatchObject({ status: 'approved', voteCount: expect.any(Number) });
  });
});
