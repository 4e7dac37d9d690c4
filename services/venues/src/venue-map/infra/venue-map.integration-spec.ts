import { MikroORM } from '@mikro-orm/postgresql';
import { jest } from '@jest/globals';
import { MAP_QUERY_MESSAGES, bboxOnCellGrid, formatBbox, parseBbox, type MapVenuesDto, type MapVenuesRequest, type SearchVenuesRequest } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { createTestDatabase, type TestDatabase } from '@lieux/testing';
import { openVenuesDatabase } from '../../venues-database.js';
import { DEMO_VENUE_ROWS } from '../../venues/demo/demo-venues.js';
import { seedDemoVenues } from '../../venues/infra/demo-venues.seeder.js';
import { SearchVenuesUseCase } from '../../venues/app/venue-queries.usecases.js';
import { PostgresVenueSearch } from '../../venues/infra/venue-search.postgres.js';
import { MapVenuesUseCase } from '../app/map-venues.usecase.js';
import { toMapQuery } from '../domain/map-query.js';
import { PostgresVenueMap, gridSql, summaryAnswers, summarySql } from './venue-map.postgres.js';

jest.setTimeout(60_000);

const MOROCCO = '-17.2,20.8,-1,36';
/** The clock "open now" is read at: a Tuesday, 10:00 in Casablanca. */
const NOW = new Date('2026-11-24T09:00:00Z');
const APPROVED = DEMO_VENUE_ROWS.filter((row) => row.status === 'approved');

/** Every venue an answer counts, alone or in a cluster. */
const counted = (answer: MapVenuesDto) => answer.venues.length + answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0);

describe('the map’s clusters, on a real PostgreSQL with the demo venues', () => {
  let database: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openVenuesDatabase(database.url);
    await seedDemoVenues(orm);
  });

  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  const map = (request: MapVenuesRequest) => new MapVenuesUseCase(new PostgresVenueMap(orm.em.fork()), () => NOW).execute(request);

  /** Every venue the search finds, page after page, on the same clock. */
  async function searchAll(request: SearchVenuesRequest): Promise<number> {
    const search = new SearchVenuesUseCase(new PostgresVenueSearch(orm.em.fork()), () => NOW);
    let found = 0;
    let cursor: string | undefined;
    do {
      const page = await search.execute({ ...request, limit: 50, ...(cursor ? { cursor } : {}) });
      found += page.venues.length;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return found;
  }

  it('shows the whole country as a few clusters that together hold every public venue, and no pending one', async () => {
    const answer = await map({ bbox: MOROCCO, zoom: 5 });
    expect(answer.total).toBe(APPROVED.length);
    expect(counted(answer)).toBe(APPROVED.length);
    expect(answer.clusters.length).toBeGreaterThan(0);
    expect(answer.clusters.length + answer.venues.length).toBeLessThanOrEqual(12);
    for (const cluster of answer.clusters) {
      expect(cluster.count).toBeGreaterThan(1);
      expect(cluster.lat).toBeGreaterThanOrEqual(cluster.south);
      expect(cluster.lat).toBeLessThanOrEqual(cluster.north);
      expect(cluster.lng).toBeGreaterThanOrEqual(cluster.west);
      expect(cluster.lng).toBeLessThanOrEqual(cluster.east);
    }
  });

  it('splits the clusters as the zoom grows, down to venues alone with what their popup needs', async () => {
    const venue = APPROVED.find((row) => row.phone !== null)!;
    const around = (span: number) => [venue.longitude - span, venue.latitude - span, venue.longitude + span, venue.latitude + span].join(',');
    const city = await map({ bbox: around(0.2), zoom: 11 });
    const street = await map({ bbox: around(0.0005), zoom: 19 });
    expect(city.clusters.length + city.venues.length).toBeGreaterThan(0);
    expect(street.clusters).toEqual([]);
    expect(street.venues).toContainEqual(
      expect.objectContaining({ name: venue.name, nameAr: venue.nameAr, slug: venue.slug, address: venue.address, city: venue.city, phone: venue.phone, lat: venue.latitude, lng: venue.longitude }),
    );
  });

  it('keeps a cluster where it is when the area moves (the grid is anchored, not the view)', async () => {
    const first = await map({ bbox: '-8,33,-7,34', zoom: 9 });
    const moved = await map({ bbox: '-8.1,32.95,-6.9,34.05', zoom: 9 });
    const casablanca = (answer: MapVenuesDto) => answer.clusters.find((cluster) => cluster.west > -7.7 && cluster.east < -7.45);
    expect(casablanca(first)).toBeDefined();
    expect(casablanca(moved)).toEqual(casablanca(first));
  });

  it('applies the search’s filters: words with typos, city, category, minimum score', async () => {
    const cafes = APPROVED.filter((row) => row.categoryId === 'cafe');
    expect((await map({ bbox: MOROCCO, zoom: 5, category: 'cafe' })).total).toBe(cafes.length);
    const inFes = APPROVED.filter((row) => row.city === 'Fès');
    expect((await map({ bbox: MOROCCO, zoom: 5, city: 'fes' })).total).toBe(inFes.length);
    const riads = await map({ bbox: MOROCCO, zoom: 5, q: 'riiad' });
    expect(riads.total).toBeGreaterThan(0);
    expect(riads.total).toBeLessThan(APPROVED.length);
    // The seed sets no score (the scoring worker does): a minimum score leaves no venue.
    expect((await map({ bbox: MOROCCO, zoom: 5, minScore: 1 })).total).toBe(0);
  });

  it('keeps to the venues open now when asked, as the search does on the same clock', async () => {
    // Two venues open day and night, whatever hours the demo data gives the others.
    const alwaysOpen = APPROVED.slice(0, 2).map((row) => row.slug);
    await orm.em.getConnection().execute('update venues.venues set always_open = true where slug in (?, ?)', alwaysOpen);
    const open = await map({ bbox: MOROCCO, zoom: 5, open: 'now' });
    expect(open.total).toBeGreaterThanOrEqual(2);
    expect(open.total).toBe(await searchAll({ open: 'now', sort: 'score' }));
    expect(open.total).toBeLessThanOrEqual(APPROVED.length);
  });

  it('keeps to the area asked and to a radius around a position', async () => {
    const rabat = APPROVED.filter((row) => row.city === 'Rabat');
    expect((await map({ bbox: '-6.95,33.95,-6.75,34.1', zoom: 12 })).total).toBe(rabat.length);
    expect((await map({ bbox: MOROCCO, zoom: 5, lat: 34.0209, lng: -6.8416, radiusKm: 15 })).total).toBe(rabat.length);
  });

  describe('the counts per cell (venue_map_cells) that group the farther zooms', () => {
    /** The rows of one statement, as the service reads them. */
    const rowsOf = async (sql: { text: string; values: unknown[] }) => {
      const pool = (await orm.em.fork().getConnection().getNativeClient()) as { query(config: { text: string; values: unknown[] }): Promise<{ rows: unknown[] }> };
      return (await pool.query(sql)).rows;
    };
    /** Areas as the web app asks them: grown to whole cells of their zoom. */
    const views = [5, 7, 9, 11, 12].flatMap((zoom) =>
      ['-17.2,20.8,-1,36', '-8,33,-7,34', '-7.7,33.5,-7.5,33.65', '-9.9,30.2,-9.4,30.6'].map((bbox) => ({ zoom, bbox: formatBbox(bboxOnCellGrid(parseBbox(bbox)!, zoom)) })),
    );
    const same = async () => {
      for (const view of views) {
        for (const category of [undefined, 'restaurant']) {
          const result = toMapQuery({ ...view, ...(category ? { category } : {}) }, NOW);
          if (!('query' in result)) throw new Error('refused');
          expect(summaryAnswers(result.query, undefined)).toBe(true);
          const fromCells = await rowsOf(summarySql('venues', result.query));
          const fromVenues = await rowsOf(gridSql('venues', result.query, undefined));
          expectSameRows(fromCells, fromVenues);
        }
      }
    };
    /** The same cells and venues; positions to 1e-9 degree (a sum over a count and an average differ in their last bits). */
    const expectSameRows = (actual: unknown[], expected: unknown[]) => {
      expect(actual.length).toBe(expected.length);
      expected.forEach((row, index) => {
        for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
          const got = (actual[index] as Record<string, unknown>)[key];
          if (typeof value === 'number' && !Number.isInteger(value)) expect(got).toBeCloseTo(value, 9);
          else expect(got).toEqual(value);
        }
      });
    };

    it('answers the country, a region, a city and its streets exactly as the venues themselves, with or without a category', async () => {
      await same();
    });

    it('stays exact when a venue moves, changes category, leaves the public venues or arrives', async () => {
      const [moved, recategorised, withdrawn] = APPROVED.slice(3, 6).map((row) => row.slug);
      const connection = orm.em.getConnection();
      await connection.execute('update venues.venues set latitude = 33.59, longitude = -7.61 where slug = ?', [moved]);
      await connection.execute("update venues.venues set category_id = 'bar' where slug = ?", [recategorised]);
      await connection.execute("update venues.venues set status = 'rejected' where slug = ?", [withdrawn]);
      await same();
      await connection.execute("update venues.venues set status = 'approved' where slug = ?", [withdrawn]);
      await same();
    });

    it('is not used for what it does not hold: words, a city, a score, a radius, an area off its grid', () => {
      const query = (request: Partial<MapVenuesRequest>) => {
        const result = toMapQuery({ bbox: '-8.4375,32.34375,-6.328125,35.15625', zoom: 8, ...request }, NOW);
        if (!('query' in result)) throw new Error('refused');
        return result.query;
      };
      expect(summaryAnswers(query({}), undefined)).toBe(true);
      expect(summaryAnswers(query({ category: 'cafe' }), undefined)).toBe(true);
      expect(summaryAnswers(query({ q: 'riad' }), "'riad':*")).toBe(false);
      expect(summaryAnswers(query({ city: 'Rabat' }), undefined)).toBe(false);
      expect(summaryAnswers(query({ minScore: 40 }), undefined)).toBe(false);
      expect(summaryAnswers(query({ lat: 34, lng: -6.8, radiusKm: 5 }), undefined)).toBe(false);
      expect(summaryAnswers(query({ bbox: '-8.4,32.3,-6.3,35.1' }), undefined)).toBe(false);
      expect(summaryAnswers(query({ zoom: 14, bbox: '-7.6,33.5,-7.5,33.6' }), undefined)).toBe(false);
    });
  });

  it('refuses an area out of range or a zoom that is not a whole number, with the French messages', async () => {
    await expect(map({ bbox: '-7,33,-8,34', zoom: 5 })).rejects.toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'bbox', messages: [MAP_QUERY_MESSAGES.invalidBbox] }],
    });
    await expect(map({ bbox: MOROCCO, zoom: 5.5 })).rejects.toBeInstanceOf(DomainException);
  });
});
