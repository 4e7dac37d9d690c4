import { MikroORM } from '@mikro-orm/postgresql';
import { jest } from '@jest/globals';
import { TEST_USERS, type SearchVenuesRequest, type VenueDto } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { createTestDatabase, type TestDatabase } from '@lieux/testing';
import { openVenuesDatabase } from '../../venues-database.js';
import { HomeFeedUseCase, PublicStatsUseCase, SearchVenuesUseCase, ShowPlaceUseCase } from '../app/venue-queries.usecases.js';
import { DEMO_VENUE_ROWS } from '../demo/demo-venues.js';
import { DEMO_VENUES } from '../demo/demo-venues.data.js';
import { PostgresVenueScoreRepository } from '../../venue-scores/infra/venue-score.repository.postgres.js';
import { seedDemoVenues } from './demo-venues.seeder.js';
import { SIMILAR_LIMIT, SIMILAR_RADIUS_KM } from '../domain/visibility.js';
import { PostgresVenueReadRepository } from './venue-read.repository.postgres.js';
import { PostgresVenueSearch } from './venue-search.postgres.js';

jest.setTimeout(60_000);

const APPROVED = DEMO_VENUE_ROWS.filter((row) => row.status === 'approved');
const RABAT = { lat: 34.0209, lng: -6.8416 };

/**
 * The seed sets no score: at npm start the scoring worker computes the demo venues' from their demo
 * connections. Here, without that pipeline, each demo venue gets what its `score.updated` would set —
 * its level as the score — through the read model's own repository.
 */
async function scoreDemoVenues(orm: MikroORM): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    const scores = new PostgresVenueScoreRepository(em);
    for (const [index, row] of DEMO_VENUE_ROWS.entries()) {
      const level = DEMO_VENUES[index]?.level ?? null;
      if (level === null) continue;
      const [venue] = await em.execute<Array<{ id: string }>>(`select id from venues.venues where slug = ?`, [row.slug]);
      await scores.apply({ venueId: venue!.id, score: level, platforms: { ig: level, tt: null, fb: level, li: null, gb: null }, computedAt: new Date() });
    }
  });
}

describe('the venues’ public reads and search, on a real PostgreSQL with the demo venues', () => {
  let database: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openVenuesDatabase(database.url);
    await seedDemoVenues(orm);
    await scoreDemoVenues(orm);
  });

  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  const search = (request: SearchVenuesRequest) => new SearchVenuesUseCase(new PostgresVenueSearch(orm.em.fork()), () => new Date()).execute(request);
  const names = (venues: VenueDto[]) => venues.map((venue) => venue.name);
  const show = (slug: string, actor?: Parameters<ShowPlaceUseCase['execute']>[1]) =>
    new ShowPlaceUseCase(new PostgresVenueReadRepository(orm.em.fork())).execute(slug, actor);

  describe('seeding', () => {
    it('adds every demo venue once, however often it runs', async () => {
      expect(await seedDemoVenues(orm)).toBe(0);
      const [{ count }] = await orm.em.getConnection().execute<Array<{ count: string }>>('select count(*) from venues.venues');
      expect(Number(count)).toBe(DEMO_VENUE_ROWS.length);
    });

    it('announces each venue it adds once, with its city, through the outbox (the admin statistics count them)', async () => {
      const rows = await orm.em.getConnection().execute<Array<{ venue_id: string; city: string; status: string }>>(
        `select o.payload->'payload'->>'venueId' as venue_id, o.payload->'payload'->>'city' as city, o.payload->'payload'->>'status' as status
         from venues.outbox o where o.subject = 'venue.created'`,
      );
      const venues = await orm.em.getConnection().execute<Array<{ id: string; city: string; status: string }>>('select id, city, status from venues.venues');
      expect(rows.map((row) => ({ id: row.venue_id, city: row.city, status: row.status })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        venues.map((venue) => ({ id: venue.id, city: venue.city, status: venue.status })).sort((a, b) => a.id.localeCompare(b.id)),
      );
    });
  });

  describe('the home feed', () => {
    it('pages through every approved venue still open for business, best score first, unscored last, without repeating one', async () => {
      const inFeed = APPROVED.filter((row) => !row.permanentlyClosed);
      expect(inFeed.length).toBeLessThan(APPROVED.length);
      const feed = new HomeFeedUseCase(new PostgresVenueReadRepository(orm.em.fork()));
      const seen: VenueDto[] = [];
      let cursor: string | undefined;
      do {
        const page = await feed.execute({ limit: 7, ...(cursor ? { cursor } : {}) });
        seen.push(...page.venues);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toHaveLength(inFeed.length);
      expect((await feed.execute({ limit: 7 })).total).toEqual({ count: inFeed.length, more: false });
      expect(new Set(seen.map((venue) => venue.id)).size).toBe(inFeed.length);
      expect(seen.every((venue) => venue.status === 'approved')).toBe(true);
      const scores = seen.map((venue) => venue.score ?? -1);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(seen.at(-1)?.score).toBeNull();
    });

    it('refuses a cursor it did not make', async () => {
      const feed = new HomeFeedUseCase(new PostgresVenueReadRepository(orm.em.fork()));
      await expect(feed.execute({ cursor: 'bm9uc2Vuc2U' })).rejects.toMatchObject({ code: 'validation_failed' });
    });
  });

  describe('search', () => {
    it('finds "Café" from "cafe" and "Fès" from "fes", whatever the case', async () => {
      expect(names((await search({ q: 'cafe' })).venues)).toEqual(expect.arrayContaining(['Café Bleu des Oudayas', 'Café Tarbouche Talaa']));
      // Close words ("femmes") may follow, after every venue of Fès.
      const inFes = APPROVED.filter((row) => row.city === 'Fès').length;
      const fes = (await search({ q: 'FES', limit: 50 })).venues;
      expect(fes.slice(0, inFes).every((venue) => venue.city === 'Fès')).toBe(true);
    });

    it('tolerates typos: "restaurnt", "patiserie", "marakech"', async () => {
      expect((await search({ q: 'restaurnt', limit: 50 })).venues.some((venue) => venue.categoryId === 'restaurant')).toBe(true);
      expect((await search({ q: 'patiserie' })).venues.map((venue) => venue.categoryId)).toContain('patisserie');
      const marrakech = (await search({ q: 'marakech' })).venues;
      expect(marrakech.length).toBeGreaterThan(0);
      expect(marrakech.every((venue) => venue.city === 'Marrakech')).toBe(true);
    });

    it('needs every word: "cafe rabat" is the cafés of Rabat, the best match first', async () => {
      const { venues } = await search({ q: 'cafe rabat' });
      expect(venues.length).toBeGreaterThan(0);
      expect(venues.every((venue) => venue.city === 'Rabat')).toBe(true);
      expect(venues[0].categoryId).toBe('cafe');
    });

    it('searches tags and descriptions: "rooftops", "argan"', async () => {
      // Every venue with the tag or the category, one of them first; then, maybe, venues whose description
      // speaks of one ("toit-terrasse", "السطح": the rooftop's synonyms, search-synonyms.data.ts).
      const rooftops = (await search({ q: 'rooftops', limit: 50 })).venues;
      const isRooftop = (venue: VenueDto) => venue.tags.some((tag) => tag.id === 'rooftops') || venue.categoryId === 'rooftop';
      expect(rooftops.filter(isRooftop)).toHaveLength(APPROVED.filter((row) => row.tags.includes('rooftops') || row.categoryId === 'rooftop').length);
      expect(isRooftop(rooftops[0]!)).toBe(true);
      expect(names((await search({ q: 'argan' })).venues)).toEqual(expect.arrayContaining(['Spa Argan Souss']));
    });

    it('never shows a pending or rejected venue', async () => {
      expect(names((await search({ q: 'Rose des Sables' })).venues)).not.toContain('Spa Rose des Sables');
      expect(names((await search({ q: 'galerie', limit: 50 })).venues)).not.toContain('Galerie 127 Médina');
    });

    it('reads SQL or punctuation as words, not as SQL', async () => {
      const { venues } = await search({ q: "'; drop table venues.venues; --" });
      expect(Array.isArray(venues)).toBe(true);
      expect((await search({ q: 'cafe' })).venues.length).toBeGreaterThan(0);
    });

    it('filters by city without accents, category and minimum score', async () => {
      const { venues } = await search({ city: 'fes', category: 'riad', minScore: 50 });
      expect(names(venues)).toEqual(['Riad Fès Andalous']);
    });

    it('keeps to a radius and sorts by distance', async () => {
      const { venues } = await search({ ...RABAT, radiusKm: 10, sort: 'distance', limit: 50 });
      expect(venues.length).toBeGreaterThan(5);
      expect(venues.every((venue) => venue.city === 'Rabat')).toBe(true);
      const distances = venues.map((venue) => venue.distanceKm ?? Infinity);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.at(-1)).toBeLessThanOrEqual(10);
    });

    it('finds words within a radius (the map cells of the documents), and nothing outside it', async () => {
      const { venues } = await search({ q: 'cafe', ...RABAT, radiusKm: 8, limit: 50 });
      expect(names(venues)).toEqual(expect.arrayContaining(['Café Bleu des Oudayas', 'Brunch Club Agdal']));
      expect(venues.every((venue) => venue.city === 'Rabat' && (venue.distanceKm ?? 99) <= 8)).toBe(true);
      const everywhere = (await search({ q: 'cafe', limit: 50 })).venues.filter((venue) => venue.city === 'Rabat');
      expect(new Set(names(venues))).toEqual(new Set(names(everywhere)));
    });

    it('sorts by score or newest when asked', async () => {
      const byScore = (await search({ q: 'cafe', sort: 'score', limit: 50 })).venues.map((venue) => venue.score ?? -1);
      expect(byScore).toEqual([...byScore].sort((a, b) => b - a));
      const recent = (await search({ sort: 'recent', limit: 50 })).venues.map((venue) => venue.createdAt);
      expect(recent).toEqual([...recent].sort().reverse());
    });

    it('pages with the cursor, without repeating a venue', async () => {
      const first = await search({ q: 'marocaine', limit: 5 });
      expect(first.venues).toHaveLength(5);
      expect(first.nextCursor).not.toBeNull();
      const second = await search({ q: 'marocaine', limit: 5, cursor: first.nextCursor as string });
      expect(second.venues.length).toBeGreaterThan(0);
      expect(second.venues.some((venue) => first.venues.some((other) => other.id === venue.id))).toBe(false);
    });

    describe('the total of a search (issue 28: the explorer shows it)', () => {
      /** Every page of a search, followed to its end. */
      async function allPages(request: SearchVenuesRequest): Promise<VenueDto[]> {
        const seen: VenueDto[] = [];
        let cursor: string | undefined;
        do {
          const page = await search({ ...request, limit: 7, ...(cursor ? { cursor } : {}) });
          seen.push(...page.venues);
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        return seen;
      }

      it.each<[string, SearchVenuesRequest]>([
        ['every public venue', {}],
        ['a word', { q: 'cafe' }],
        ['a city', { city: 'fes' }],
        ['a word in a city', { q: 'riad', city: 'Fès' }],
        ['a category and a minimum score', { category: 'riad', minScore: 50 }],
        ['a radius, nearest first', { ...RABAT, radiusKm: 10, sort: 'distance' }],
        ['a word in a radius', { q: 'cafe', ...RABAT, radiusKm: 8 }],
        ['the newest first', { sort: 'recent' }],
        ['nearest first without a radius', { ...RABAT, sort: 'distance' }],
        ['a word near a point, best matches first', { q: 'riad', ...RABAT }],
      ])('is the number of venues its pages list: %s', async (_label, request) => {
        const first = await search({ ...request, limit: 7 });
        const listed = await allPages(request);
        expect(first.total).toEqual({ count: listed.length, more: false });
      });

      it('counts for the word "Fès" every venue the word finds — those of Fès and those whose text starts the same ("festif") — not only the city', async () => {
        const inFes = APPROVED.filter((row) => row.city === 'Fès');
        expect((await search({ city: 'Fès' })).total).toEqual({ count: inFes.length, more: false });
        const word = await allPages({ q: 'fès' });
        expect(word.filter((venue) => venue.city === 'Fès')).toHaveLength(inFes.length);
        expect((await search({ q: 'fès' })).total).toEqual({ count: word.length, more: false });
      });

      it('comes with the first page only, and is 0 for a word no venue has', async () => {
        const first = await search({ q: 'marocaine', limit: 5 });
        const second = await search({ q: 'marocaine', limit: 5, cursor: first.nextCursor as string });
        expect(second.total).toBeUndefined();
        expect((await search({ q: 'xylophone' })).total).toEqual({ count: 0, more: false });
      });
    });

    it('answers nothing, not an error, for a word no venue has', async () => {
      expect((await search({ q: 'xylophone' })).venues).toEqual([]);
    });

    it('refuses a latitude without longitude and a distance sort without a position, in French', async () => {
      await expect(search({ lat: 34 })).rejects.toMatchObject({ code: 'validation_failed', errors: [{ field: 'lng', messages: ['Indiquez la latitude et la longitude ensemble'] }] });
      await expect(search({ sort: 'distance' })).rejects.toBeInstanceOf(DomainException);
    });
  });

  describe('the search table (venue_search), kept by the venues trigger', () => {
    const sql = <T extends object>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(text, params);
    const found = async (q: string) => names((await search({ q, limit: 50 })).venues);

    it('holds exactly the approved venues', async () => {
      const [row] = await sql<{ missing: number; extra: number }>(
        `select (select count(*) from venues.venues v where v.status = 'approved' and not exists (select 1 from venues.venue_search s where s.id = v.id))::int as missing,
           (select count(*) from venues.venue_search s join venues.venues v using (id) where v.status <> 'approved')::int as extra`,
      );
      expect(row).toEqual({ missing: 0, extra: 0 });
    });

    it('follows a venue approved, renamed, re-tagged, then rejected', async () => {
      const [pending] = await sql<{ id: string; name: string }>(`select id, name from venues.venues where name = 'Spa Rose des Sables'`);
      expect(await found('Rose des Sables')).not.toContain('Spa Rose des Sables');
      await sql(`update venues.venues set status = 'approved' where id = ?`, [pending.id]);
      expect(await found('Rose des Sables')).toContain('Spa Rose des Sables');
      await sql(`update venues.venues set name = 'Spa Dune Dorée' where id = ?`, [pending.id]);
      expect(await found('dune doree')).toContain('Spa Dune Dorée');
      expect(await found('Rose des Sables')).not.toContain('Spa Dune Dorée');
      await sql(`insert into venues.tags (id, name) values ('sable-chaud', 'Sable chaud') on conflict do nothing`);
      await sql(`insert into venues.venue_tags (venue_id, tag_id) values (?, 'sable-chaud')`, [pending.id]);
      expect(await found('sable chaud')).toEqual(['Spa Dune Dorée']);
      await sql(`update venues.venues set status = 'rejected' where id = ?`, [pending.id]);
      expect(await found('dune doree')).toEqual([]);
      await sql(`delete from venues.venue_tags where tag_id = 'sable-chaud'`);
      await sql(`update venues.venues set status = 'pending', name = ? where id = ?`, [pending.name, pending.id]);
    });

    it('finds by its beginning a word a venue gained a moment ago, and a beginning shared by many words (exact_prefixes)', async () => {
      const [first, second] = await sql<{ id: string; name: string; description: string | null }>(
        `select id, name, description from venues.venues where status = 'approved' order by slug limit 2`,
      );
      const rewritten = async (query: string) => (await sql<{ query: string }>(`select venues.exact_prefixes(to_tsquery('simple', ?))::text as query`, [query]))[0].query;
      expect(await found('zorbl')).toEqual([]);
      await sql(`update venues.venues set name = 'Kasbah Zorblane' where id = ?`, [first.id]);
      expect(await found('zorbl')).toEqual(['Kasbah Zorblane']);
      // The index reads the known words whole: the second venue's new word is known at the next search.
      await sql(`update venues.venues set name = 'Dar Zorblix' where id = ?`, [second.id]);
      expect(await rewritten("'zorbl':*")).toBe("'zorblane' | 'zorblix'");
      expect((await found('zorbl')).sort()).toEqual(['Dar Zorblix', 'Kasbah Zorblane']);
      // Seventeen words beginning "qwx": too many to list, the prefix stays, and every venue is found.
      const many = Array.from({ length: 17 }, (_, n) => `qwx${String.fromCharCode(97 + n)}`).join(' ');
      await sql(`update venues.venues set description = ? where id = ?`, [many, first.id]);
      expect(await rewritten("'qwx':* & 'zorbl':*")).toBe("'qwx':* & ( 'zorblane' | 'zorblix' )");
      expect(await found('qwx zorbl')).toEqual(['Kasbah Zorblane']);
      await sql(`update venues.venues set name = ?, description = ? where id = ?`, [first.name, first.description, first.id]);
      await sql(`update venues.venues set name = ? where id = ?`, [second.name, second.id]);
    });

    it('keeps the name searchable however long the description (the terms are capped to fit the score index)', async () => {
      const [venue] = await sql<{ id: string; description: string | null }>(`select id, description from venues.venues where slug = 'riad-dar-zitoun-marrakech'`);
      const words = Array.from({ length: 1500 }, (_, n) => `mot${n.toString(36)}zz`).join(' ');
      await sql(`update venues.venues set description = ? where id = ?`, [words, venue.id]);
      const [terms] = await sql<{ bytes: number }>(`select pg_column_size(terms) as bytes from venues.venue_search where id = ?`, [venue.id]);
      expect(terms.bytes).toBeLessThanOrEqual(2100);
      expect(await found('zitoun')).toContain('Riad Dar Zitoun');
      await sql(`update venues.venues set description = ? where id = ?`, [venue.description, venue.id]);
    });
  });

  describe('the venue page', () => {
    it('gives an approved venue with tags, metrics, connections and similar venues of its category nearby', async () => {
      const venue = await show('riad-dar-zitoun-marrakech');
      expect(venue.name).toBe('Riad Dar Zitoun');
      expect(venue.tags.map((tag) => tag.id)).toContain('terrasse');
      expect(venue.metrics.igScore).not.toBeNull();
      expect(venue.connections).toEqual(expect.arrayContaining([{ provider: 'instagram', accountRef: 'riaddarzitoun', profileUrl: null }]));
      for (const similar of venue.similar) {
        expect(similar.categoryId).toBe('riad');
        expect(similar.id).not.toBe(venue.id);
      }
    });

    it('gives as similar venues the best-scored approved ones of its category in its city or nearby, each card as the feed shows it', async () => {
      // The approved venue with the most approved venues of its category in its city.
      const [{ slug }] = await orm.em.getConnection().execute<Array<{ slug: string }>>(
        `select me.slug from venues.venues me join venues.venues v on v.category_id = me.category_id and v.city = me.city and v.id <> me.id and v.status = 'approved'
         where me.status = 'approved' group by me.slug order by count(*) desc, me.slug limit 1`,
      );
      // Three more of them, scored around it, and one closed for good: the list must order and filter them.
      const sql = (text: string, values: unknown[] = []) => orm.em.getConnection().execute(text, values);
      await sql(`insert into venues.venues (slug, name, address, city, category_id, status, score, latitude, longitude, permanently_closed)
        select me.slug || '-voisin-' || n, me.name || ' voisin ' || n, '1 rue', me.city, me.category_id, 'approved', (array[95, 12, 61, 99])[n], me.latitude, me.longitude, n = 4
        from venues.venues me, generate_series(1, 4) as n where me.slug = ?`, [slug]);
      try {
        await expectSimilarAsTheRuleSays(slug);
      } finally {
        await sql(`delete from venues.venues where slug like ? || '-voisin-%'`, [slug]);
      }
    });

    async function expectSimilarAsTheRuleSays(slug: string): Promise<void> {
      const venue = await show(slug);
      // The rule, read straight from the table: same category, same city or within the radius, open for business.
      const expected = await orm.em.getConnection().execute<Array<{ id: string }>>(
        `select v.id from venues.venues v, venues.venues me where me.id = ? and v.id <> me.id and v.status = 'approved' and not v.permanently_closed
           and v.category_id = me.category_id and (venues.search_key(v.city) = venues.search_key(me.city)
             or public.earth_distance(public.ll_to_earth(me.latitude, me.longitude), public.ll_to_earth(v.latitude, v.longitude)) <= ? * 1000)
         order by coalesce(v.score, -1) desc, v.created_at desc, v.id desc limit ?`,
        [venue.id, SIMILAR_RADIUS_KM, SIMILAR_LIMIT],
      );
      expect(expected.length).toBe(SIMILAR_LIMIT);
      expect(venue.similar.map((similar) => similar.id)).toEqual(expected.map((row) => row.id));
      const feed = await new HomeFeedUseCase(new PostgresVenueReadRepository(orm.em.fork())).execute({ limit: 50 });
      for (const similar of venue.similar) expect(similar).toEqual(feed.venues.find((card) => card.id === similar.id));
    }

    it('hides a pending venue from visitors but shows it to its owner and to admins', async () => {
      const slug = 'spa-rose-des-sables-rabat';
      await expect(show(slug)).rejects.toMatchObject({ code: 'venue_not_found' });
      await expect(show(slug, { userId: TEST_USERS[2].id, role: 'consumer', plan: 'free' })).rejects.toMatchObject({ code: 'venue_not_found' });
      expect((await show(slug, { userId: TEST_USERS[1].id, role: 'merchant', plan: 'free' })).status).toBe('pending');
      expect((await show(slug, { userId: TEST_USERS[0].id, role: 'admin', plan: 'free' })).status).toBe('pending');
    });

    it("answers venue_not_found for an unknown slug or one with quotes or '%'", async () => {
      for (const slug of ['nulle-part', "x' or '1'='1", '%', 'caf%']) await expect(show(slug)).rejects.toMatchObject({ code: 'venue_not_found' });
    });
  });

  it('counts the scored public venues ("lieux notés"), the cities and votes of the public ones, for the landing page', async () => {
    const stats = await new PublicStatsUseCase(new PostgresVenueReadRepository(orm.em.fork())).execute();
    const scored = APPROVED.filter((row) => DEMO_VENUES[DEMO_VENUE_ROWS.indexOf(row)]?.level !== null);
    expect(scored.length).toBeLessThan(APPROVED.length);
    expect(stats.venues).toBe(scored.length);
    expect(stats.cities).toBe(6);
    expect(stats.votes).toBe(APPROVED.reduce((sum, row) => sum + (row.voteCount), 0));
  });
});
