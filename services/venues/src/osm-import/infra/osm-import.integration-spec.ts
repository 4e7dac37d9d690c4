import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import type { Actor } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import { useVenuesDatabase } from '../../test/venues-database.fixture.js';
import { UpdateVenueUseCase } from '../../merchant/app/merchant-venues.usecases.js';
import { PostgresMerchantVenueRepository } from '../../merchant/infra/merchant-venue.repository.postgres.js';
import { SearchVenuesUseCase, ShowPlaceUseCase } from '../../venues/app/venue-queries.usecases.js';
import { inSeedTransaction } from '../../venues/infra/venue-seed.sql.js';
import { PostgresVenueReadRepository } from '../../venues/infra/venue-read.repository.postgres.js';
import { PostgresVenueSearch } from '../../venues/infra/venue-search.postgres.js';
import { importOsmExtract, type OsmImportReport } from '../app/import-osm-extract.js';
import { readOsmFile } from './osm-file.reader.js';
import { writeOsmBatch } from './osm-venues.writer.js';

jest.setTimeout(60_000);

const fixture = (revision: 1 | 2) => fileURLToPath(new URL(`../test/fixture-v${revision}.osm`, import.meta.url));
/**
 * What the fixture holds (infra/scripts/lib/osm-extract.mjs, written by infra/scripts/make-osm-fixture.mjs):
 * 240 generated venues, the i-th with OSM id 1000 + i, one in ten a building's way; in revision 2,
 * every fifth at version 2 with new hours. And the hand-written edge cases, by id.
 */
const GENERATED = 240;
const generatedId = (i: number) => 1000 + i;
const MOVED_IN_REVISION_2 = GENERATED / 5;
const EDGE_CASES = { noName: 1, arabicOnly: 2, unparsedHours: 3, noCity: 9, hafa: 10, yasmineArabic: 12, alwaysOpen: 13, threeLanguages: 14, holidays: 15, contacts: 16, building: 51 };

describe('importing an OpenStreetMap extract, on a real PostgreSQL', () => {
  const database = useVenuesDatabase();
  const sql = <T extends object>(text: string, params: unknown[] = []) => database().em.fork().execute<T[]>(text, params);
  const importFixture = (revision: 1 | 2): Promise<OsmImportReport> =>
    importOsmExtract({
      read: (options) => readOsmFile(fixture(revision), options),
      write: (pois) => inSeedTransaction(database(), (client, schema) => writeOsmBatch(client, schema, pois)),
    });
  const venueOf = async (type: 'node' | 'way', id: number) => {
    const [row] = await sql<{ id: string; slug: string; name: string; name_ar: string | null; name_en: string | null; city: string; phone: string | null; status: string; owner_user_id: string | null; always_open: boolean; latitude: number; longitude: number }>(
      `select v.id, v.slug, v.name, v.name_ar, v.name_en, v.city, v.phone, v.status, v.owner_user_id, v.always_open, v.latitude, v.longitude
       from venues.osm_objects o join venues.venues v on v.id = o.venue_id where o.osm_type = ? and o.osm_id = ?`,
      [type, id],
    );
    return row;
  };
  const hoursOf = async (venueId: string) =>
    sql<{ day: string; opens: string; closes: string }>(`select day, to_char(opens, 'HH24:MI') as opens, to_char(closes, 'HH24:MI') as closes from venues.venue_opening_hours where venue_id = ? order by day, opens`, [venueId]);
  const repository = () => new PostgresMerchantVenueRepository(database().em.fork(), new EventOutbox());
  const admin: Actor = { userId: randomUUID(), role: 'admin', plan: 'pro' };
  const merchant: Actor = { userId: randomUUID(), role: 'merchant', plan: 'pro' };
  let first: OsmImportReport;
  let existing: { hafa: string; yasmine: string };

  beforeAll(async () => {
    // Two venues typed into Lieux before any import: the extract has them too (a duplicate in Latin script, one in Arabic script).
    const rows = await sql<{ id: string; slug: string }>(
      `insert into venues.venues (slug, name, name_ar, address, city, category_id, latitude, longitude, status) values
        ('cafe-hafa', 'Café Hafa', null, 'Rue Hafa', 'Tanger', 'cafe', 35.7893, -5.8121, 'approved'),
        ('riad-yasmine', 'Riad Yasmine', 'رياض ياسمين', 'Derb Lalla Aïcha', 'Marrakech', 'riad', 31.6261, -7.9895, 'approved')
       returning id, slug`,
    );
    existing = { hafa: rows.find((row) => row.slug === 'cafe-hafa')?.id ?? '', yasmine: rows.find((row) => row.slug === 'riad-yasmine')?.id ?? '' };
    first = await importFixture(1);
  });

  it('reports what it read, imported, linked and skipped, by reason', () => {
    // 240 generated venues and 13 hand-written objects that look like venues; the bench and the garage are not.
    expect(first).toMatchObject({
      pois: GENERATED + 13,
      imported: GENERATED + 7,
      linked: 2,
      updated: 0,
      skipped: { no_name: 1, way_without_nodes: 1, relation: 1, no_city: 1, no_position: 0 },
    });
    expect(first.unparsedHours).toBeGreaterThan(1);
    expect(first.nodesCached).toBe(4 + (GENERATED / 10) * 4);
  });

  it('makes public, unclaimed venues with their names in French, Arabic and English', async () => {
    const three = await venueOf('node', EDGE_CASES.threeLanguages);
    expect(three).toMatchObject({ name: 'Le Comptoir', name_ar: 'الكونتوار', name_en: 'The Counter', city: 'Casablanca', status: 'approved', owner_user_id: null });
    expect(await venueOf('node', EDGE_CASES.arabicOnly)).toMatchObject({ name: 'مقهى الحرية', name_ar: 'مقهى الحرية', name_en: null });
    expect(await venueOf('node', EDGE_CASES.noName)).toBeUndefined();
    const [counts] = await sql<{ imported: number; approved: number; owned: number }>(
      `select count(*)::int as imported, count(*) filter (where v.status = 'approved')::int as approved, count(v.owner_user_id)::int as owned
       from venues.osm_objects o join venues.venues v on v.id = o.venue_id where o.link = 'imported'`,
    );
    expect(counts).toEqual({ imported: GENERATED + 7, approved: GENERATED + 7, owned: 0 });
  });

  it('reads the hours: a week, a night past midnight, 24/7, holidays left out, and keeps what it cannot read as text', async () => {
    const bar = await venueOf('node', EDGE_CASES.threeLanguages);
    expect(await hoursOf(bar.id)).toHaveLength(7);
    expect(await hoursOf(bar.id)).toContainEqual({ day: 'sunday', opens: '18:00', closes: '02:00' });
    expect(await venueOf('node', EDGE_CASES.alwaysOpen)).toMatchObject({ always_open: true });
    expect(await hoursOf((await venueOf('node', EDGE_CASES.holidays)).id)).toHaveLength(6);
    const dar = await venueOf('node', EDGE_CASES.unparsedHours);
    expect(await hoursOf(dar.id)).toEqual([]);
    const [kept] = await sql<{ hours_text: string }>(`select hours_text from venues.osm_objects where osm_type = 'node' and osm_id = ?`, [EDGE_CASES.unparsedHours]);
    expect(kept.hours_text).toBe('tous les jours sauf lundi');
  });

  it('places a building at its centre and keeps the contacts the product has no column for', async () => {
    const building = await venueOf('way', EDGE_CASES.building);
    expect(building.latitude).toBeCloseTo(31.63, 4);
    expect(building.longitude).toBeCloseTo(-7.99, 4);
    const [spa] = await sql<{ contact: Record<string, string> }>(`select contact from venues.osm_objects where osm_type = 'node' and osm_id = ?`, [EDGE_CASES.contacts]);
    expect(spa.contact).toEqual({ email: 'bonjour@spa-mogador.ma', instagram: 'spamogador' });
  });

  it('links the duplicates of venues already in Lieux, in either script, instead of adding them', async () => {
    const links = await sql<{ osm_id: string; link: string; venue_id: string }>(
      `select osm_id::text, link, venue_id from venues.osm_objects where osm_type = 'node' and osm_id in (?, ?) order by osm_id`,
      [EDGE_CASES.hafa, EDGE_CASES.yasmineArabic],
    );
    expect(links).toEqual([
      { osm_id: String(EDGE_CASES.hafa), link: 'linked', venue_id: existing.hafa },
      { osm_id: String(EDGE_CASES.yasmineArabic), link: 'linked', venue_id: existing.yasmine },
    ]);
    const [{ hafas }] = await sql<{ hafas: number }>(`select count(*)::int as hafas from venues.venues where venues.search_key(name) = venues.search_key('Cafe Hafa')`);
    expect(hafas).toBe(1);
  });

  it('shows the credit’s link on the venue page, and search finds imported venues in both scripts', async () => {
    const page = new ShowPlaceUseCase(new PostgresVenueReadRepository(database().em.fork()));
    const bar = await venueOf('node', EDGE_CASES.threeLanguages);
    expect((await page.execute(bar.slug, undefined)).openData).toEqual({ source: 'openstreetmap', url: `https://www.openstreetmap.org/node/${EDGE_CASES.threeLanguages}` });
    expect((await page.execute('cafe-hafa', undefined)).openData).toBeNull();
    const search = new SearchVenuesUseCase(new PostgresVenueSearch(database().em.fork()), () => new Date());
    expect((await search.execute({ q: 'comptoir casablanca' })).venues.map((venue) => venue.id)).toContain(bar.id);
    expect((await search.execute({ q: 'الكونتوار' })).venues.map((venue) => venue.id)).toContain(bar.id);
  });

  it('leaves the search table, the words and the map cells as the row triggers would have (the bulk path writes them itself)', async () => {
    const [drift] = await sql<{ docs: number; rows: number; words: number }>(
      `select
         (select count(*)::int from venues.venues v where v.search_doc <> venues.venue_search_doc(v.id, v.name, v.city, v.description, v.category_id)
            || venues.venue_translations_doc(v.name_ar, v.name_en, v.description_ar, v.description_en) || venues.venue_cell_lexeme(v.latitude, v.longitude)) as docs,
         (select count(*)::int from venues.venues v left join venues.venue_search s on s.id = v.id
            where v.status = 'approved' and (s.id is null or s.open_week is distinct from venues.venue_open_week(v.id) or s.terms <> venues.venue_search_terms(v.search_doc))) as rows,
         (select count(*)::int from venues.venues v, unnest(tsvector_to_array(v.search_doc)) as t(word)
            where length(t.word) between 2 and 40 and t.word !~ '^~' and not exists (select 1 from venues.search_words w where w.word = t.word)) as words`,
    );
    expect(drift).toEqual({ docs: 0, rows: 0, words: 0 });
    const cells = () => sql<Record<string, unknown>>('select cell_y, cell_x, category_id, count, south, west, north, east from venues.venue_map_cells order by 1, 2, 3');
    const kept = await cells();
    await sql('select venues.venue_map_cells_rebuild()');
    expect(await cells()).toEqual(kept);
  });

  describe('run again on the same area a revision later', () => {
    let second: OsmImportReport;
    let edited: { id: string; phone: string | null };
    let claimed: { id: string };

    beforeAll(async () => {
      // Every fifth generated venue moved upstream (version 2). Before the second run, an admin
      // edits one of them through the product, and a merchant claims another and edits its hours.
      edited = await venueOf('node', generatedId(5));
      await new UpdateVenueUseCase(repository()).execute(admin, { venueId: edited.id, changes: { phone: '+212 5 22 11 22 33' } });
      claimed = await venueOf('node', EDGE_CASES.contacts);
      await sql(`update venues.venues set owner_user_id = ? where id = ?`, [merchant.userId, claimed.id]);
      await new UpdateVenueUseCase(repository()).execute(merchant, { venueId: claimed.id, changes: { openingHours: [{ day: 'monday', opens: '10:00', closes: '19:00' }] } });
      second = await importFixture(2);
    });

    it('updates what changed upstream and nobody touched, counts the rest unchanged, adds nothing twice', async () => {
      const moved = MOVED_IN_REVISION_2;
      expect(second).toMatchObject({ imported: 0, linked: 2, keptEdited: 1, keptClaimed: 1 });
      // The bar (threeLanguages) moved too; the edited venue and the claimed spa are among the moved and kept.
      expect(second.updated).toBe(moved - 1 + 1);
      expect(second.unchanged).toBe(GENERATED + 7 - second.updated - 2);
      const bar = await venueOf('node', EDGE_CASES.threeLanguages);
      expect(await hoursOf(bar.id)).toContainEqual({ day: 'sunday', opens: '19:00', closes: '03:00' });
      const [{ venues }] = await sql<{ venues: number }>('select count(*)::int as venues from venues.venues');
      expect(venues).toBe(GENERATED + 7 + 2);
    });

    it('never overwrites an edit made in Lieux, nor a claimed venue', async () => {
      expect(await venueOf('node', generatedId(5))).toMatchObject({ phone: '+212 5 22 11 22 33' });
      expect(await venueOf('node', EDGE_CASES.contacts)).toMatchObject({ name: 'Spa Mogador', owner_user_id: merchant.userId });
      expect(await hoursOf(claimed.id)).toEqual([{ day: 'monday', opens: '10:00', closes: '19:00' }]);
      const third = await importFixture(2);
      expect(third).toMatchObject({ imported: 0, updated: 0, keptEdited: 1, keptClaimed: 1 });
    });
  });
});
