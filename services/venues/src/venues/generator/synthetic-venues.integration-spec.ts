import { jest } from '@jest/globals';
import { useVenuesDatabase } from '../../test/venues-database.fixture.js';
import { SearchVenuesUseCase } from '../app/venue-queries.usecases.js';
import { inSeedTransaction } from '../infra/venue-seed.sql.js';
import { PostgresVenueSearch, RELEVANCE_POOL, textQuery } from '../infra/venue-search.postgres.js';
import { insertSyntheticVenues } from './synthetic-venues.js';

jest.setTimeout(60_000);

describe('the synthetic venues generator, on a real PostgreSQL', () => {
  const database = useVenuesDatabase();

  const generate = (count: number): Promise<number> => inSeedTransaction(database(), (client, schema) => insertSyntheticVenues(client, schema, count));
  const sql = <T extends object>(text: string) => database().em.getConnection().execute<T[]>(text);

  it('adds N plausible venues with tags and search documents, then only the missing ones', async () => {
    expect(await generate(2000)).toBe(2000);
    expect(await generate(2000)).toBe(0);
    expect(await generate(2500)).toBe(500);
    const [counts] = await sql<{ venues: number; tagged: number; documents: number; approved: number }>(
      `select count(*)::int as venues, count(*) filter (where exists (select 1 from venues.venue_tags t where t.venue_id = v.id))::int as tagged,
         count(*) filter (where search_doc <> ''::tsvector)::int as documents, count(*) filter (where status = 'approved')::int as approved
       from venues.venues v`,
    );
    expect(counts).toMatchObject({ venues: 2500, tagged: 2500, documents: 2500 });
    expect(counts.approved / counts.venues).toBeGreaterThan(0.9);
    const [sample] = await sql<{ name: string; slug: string; city: string }>(`select name, slug, city from venues.venues order by slug limit 1`);
    expect(sample.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-g\d+$/);
  });

  it('makes venues that search finds like the others: "riad marrakech", a typo, a radius', async () => {
    const search = new SearchVenuesUseCase(new PostgresVenueSearch(database().em.fork()), () => new Date());
    const riads = await search.execute({ q: 'riad marrakech' });
    expect(riads.venues.length).toBeGreaterThan(0);
    expect(riads.venues.every((venue) => venue.city === 'Marrakech')).toBe(true);
    expect((await search.execute({ q: 'hamam' })).venues.some((venue) => venue.categoryId === 'hammam')).toBe(true);
    const near = await search.execute({ lat: 33.5731, lng: -7.5898, radiusKm: 5, sort: 'distance' });
    expect(near.venues.length).toBeGreaterThan(0);
    expect(near.venues.every((venue) => venue.city === 'Casablanca' && (venue.distanceKm ?? 99) <= 5)).toBe(true);
  });

  /**
   * The best-scored approved venues whose document matches the word (its prefix and its closest
   * known words, as search reads it), the way a plain scan of `venues` finds them.
   */
  const reference = async (word: string, limit: number, extra = ''): Promise<string[]> => {
    const tsquery = await textQuery(await database().em.getConnection().getNativeClient(), 'venues', [word]);
    const rows = await database().em.getConnection().execute<Array<{ id: string }>>(
      `select id from venues.venues where status = 'approved' and search_doc @@ to_tsquery('simple', ?) ${extra}
       order by coalesce(score, -1) desc, created_at desc, id desc limit ${limit}`,
      [tsquery],
    );
    return rows.map((row) => row.id);
  };

  it('finds the same best-scored matches by either way (the walk of the score index or the GIN index of the terms)', async () => {
    const search = new SearchVenuesUseCase(new PostgresVenueSearch(database().em.fork()), () => new Date());
    const ids = async (request: Parameters<SearchVenuesUseCase['execute']>[0]) => (await search.execute(request)).venues.map((venue) => venue.id);
    // "restaurant": a word common enough that the walk fills its pool; "mimosa" (a name): rare enough that it does not.
    const [counts] = await sql<{ common: number; rare: number }>(
      `select count(*) filter (where search_doc @@ to_tsquery('simple', 'restaurant:*'))::int as common,
         count(*) filter (where search_doc @@ to_tsquery('simple', 'mimosa:*'))::int as rare from venues.venues where status = 'approved'`,
    );
    expect(counts.common).toBeGreaterThan(RELEVANCE_POOL);
    expect(counts.rare).toBeLessThan(RELEVANCE_POOL);
    expect(counts.rare).toBeGreaterThan(0);
    for (const word of ['restaurant', 'mimosa']) {
      expect(await ids({ q: word, sort: 'score', limit: 50 })).toEqual(await reference(word, 50));
      // Best matches first: ranked among the pool of the best-scored matches.
      const ranked = await ids({ q: word, limit: 50 });
      expect(ranked).toHaveLength(Math.min(50, word === 'mimosa' ? counts.rare : 50));
      const pool = new Set(await reference(word, RELEVANCE_POOL));
      expect(ranked.every((id) => pool.has(id))).toBe(true);
    }
    const minScore = 60;
    expect(await ids({ q: 'restaurant', sort: 'score', minScore, limit: 30 })).toEqual(
      await reference('restaurant', 30, `and coalesce(score, -1) >= ${minScore}`),
    );
    expect(await ids({ q: 'terrasse', category: 'cafe', sort: 'score', limit: 30 })).toEqual(
      await reference('terrasse', 30, `and category_id = 'cafe'`),
    );
  });
});
