import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { RPC, type EventMap } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import { useTestService } from '@lieux/testing';
import { eventsHandled, startVenuesService } from '../../test/venues-service.fixture.js';

jest.setTimeout(60_000);

/**
 * The venues read model of scores (issue 13) on real PostgreSQL and JetStream: `score.updated` sets
 * the score, the platform scores and the computed time; an older computation arriving late changes
 * nothing; "not scored" is null; the home feed and search follow; `venue.score-applied` leaves after.
 */
describe('scores in the venues read model', () => {
  const venues = useTestService(() => startVenuesService());
  let venueId: string;
  let slug: string;

  const sql = <T>(query: string, params: unknown[] = []) => venues().sql<T>(query, params);
  const publish = (payload: EventMap['score.updated']) =>
    venues().service.get(MikroORM).em.fork().transactional(async (em) => new EventOutbox().add(em, 'score.updated', payload));
  let appliedSoFar = 0;
  const handled = (count: number) => eventsHandled(venues(), '%score.updated', count);
  const rowOf = async () =>
    (
      await sql<{ score: number | null; ig_score: number | null; tt_score: number | null; gb_score: number | null; score_computed_at: Date | string | null }>(
        `select score, ig_score, tt_score, gb_score, score_computed_at from venues.venues where id = ?`,
        [venueId],
      )
    )[0]!;
  const event = (score: number, computedAt: string, extra: Partial<EventMap['score.updated']> = {}): EventMap['score.updated'] => ({
    venueId,
    score,
    computedAt,
    state: 'scored',
    formulaVersion: 1,
    computationId: '5f0c8f0e-4b7a-4c55-9a43-2f4f1b3f8d10',
    platformScores: { ig: score, tt: null, fb: null, li: null, gb: 40 },
    ...extra,
  });
  const firstOfFeed = async () => (await venues().client.request(RPC.venuesHomeFeed, { limit: 1 }, { actor: undefined })).venues[0];

  beforeAll(async () => {
    // The lowest-scored approved venue: a new top score moves it to the head of the feed.
    const [venue] = await sql<{ id: string; slug: string }>(`select id, slug from venues.venues where status = 'approved' order by coalesce(score, -1) asc limit 1`);
    venueId = venue!.id;
    slug = venue!.slug;
  });

  it('sets the score and the platform scores, and the home feed and search put the venue in its place', async () => {
    await publish(event(99.9, '2026-11-27T02:00:00.000Z'));
    await handled((appliedSoFar += 1));
    expect(await rowOf()).toMatchObject({ score: expect.closeTo(99.9, 3), ig_score: expect.closeTo(99.9, 3), tt_score: null, gb_score: 40 });
    expect(new Date((await rowOf()).score_computed_at!).toISOString()).toBe('2026-11-27T02:00:00.000Z');
    expect(await firstOfFeed()).toMatchObject({ id: venueId, score: 99.9 });
    const found = await venues().client.request(RPC.venuesSearch, { sort: 'score', limit: 1 }, { actor: undefined });
    expect(found.venues[0]?.id).toBe(venueId);
    const page = await venues().client.request(RPC.venuesShowPlace, { slug }, { actor: undefined });
    expect(page.metrics).toMatchObject({ igScore: 99.9, ttScore: null, gbScore: 40 });
    const told = await sql<{ payload: { payload: EventMap['venue.score-applied'] } }>(`select payload from venues.outbox where subject = 'venue.score-applied'`);
    expect(told.map((row) => row.payload.payload)).toEqual([{ venueId, score: 99.9, computedAt: '2026-11-27T02:00:00.000Z' }]);
  });

  it('ignores an older computation that arrives late, and takes the next newer one', async () => {
    await publish(event(10, '2026-11-27T01:00:00.000Z'));
    await handled((appliedSoFar += 1));
    expect((await rowOf()).score).toBeCloseTo(99.9, 3);
    // Nothing changed, so nothing was told.
    expect(await sql(`select 1 from venues.outbox where subject = 'venue.score-applied'`)).toHaveLength(1);
    await publish(event(70, '2026-11-27T03:00:00.000Z'));
    await handled((appliedSoFar += 1));
    expect((await rowOf()).score).toBeCloseTo(70, 3);
  });

  it('shows a venue whose last connection stopped counting as not scored (null), last in the feed', async () => {
    await publish(event(0, '2026-11-27T04:00:00.000Z', { state: 'not-scored', platformScores: { ig: null, tt: null, fb: null, li: null, gb: null } }));
    await handled((appliedSoFar += 1));
    expect(await rowOf()).toMatchObject({ score: null, ig_score: null, gb_score: null });
    const page = await venues().client.request(RPC.venuesShowPlace, { slug }, { actor: undefined });
    expect(page.score).toBeNull();
    const found = await venues().client.request(RPC.venuesSearch, { minScore: 0, limit: 100 }, { actor: undefined });
    expect(found.venues.map((venue) => venue.id)).not.toContain(venueId);
  });
});
