import { MikroORM } from '@mikro-orm/postgresql';
import { jest } from '@jest/globals';
import type { SearchVenuesRequest, VenueDto } from '@lieux/contracts';
import { createTestDatabase, type TestDatabase } from '@lieux/testing';
import { openVenuesDatabase } from '../../venues-database.js';
import { SearchVenuesUseCase } from '../app/venue-queries.usecases.js';
import { DEMO_VENUES_AR } from '../demo/demo-venues.ar.js';
import { DEMO_VENUE_ROWS } from '../demo/demo-venues.js';
import { foldText } from '../domain/search-criteria.js';
import { SEARCH_SYNONYMS } from '../domain/search-synonyms.data.js';
import { seedDemoVenues } from './demo-venues.seeder.js';
import { PostgresVenueSearch } from './venue-search.postgres.js';

jest.setTimeout(60_000);

const APPROVED = DEMO_VENUE_ROWS.filter((row) => row.status === 'approved');

describe('search across scripts and languages (issue 29), on a real PostgreSQL with the demo venues', () => {
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

  const search = (request: SearchVenuesRequest) =>
    new SearchVenuesUseCase(new PostgresVenueSearch(orm.em.fork()), () => new Date()).execute({ limit: 50, ...request });
  const names = (venues: VenueDto[]) => venues.map((venue) => venue.name);
  const found = async (q: string) => names((await search({ q })).venues).sort();
  const sql = <T extends object>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(text, params);

  it('folds Arabic in the database as the query is folded: search_key and foldText agree on every demo text and synonym', async () => {
    const texts = [
      ...Object.values(DEMO_VENUES_AR).flatMap((venue) => [venue.name, venue.description]),
      ...SEARCH_SYNONYMS.flatMap((group) => group.forms),
      'مُقْهًى', 'مـــقـهـى', 'أإآٱ', 'مؤسسة رئيسية', 'البيضاء', '٢٤ ساعة', 'کبیر', 'Café FÈS',
    ];
    const [row] = await sql<{ keys: string[] }>('select array_agg(venues.search_key(t) order by n) as keys from json_array_elements_text(?::json) with ordinality as x(t, n)', [JSON.stringify(texts)]);
    expect(row!.keys).toEqual(texts.map(foldText));
  });

  it('finds the cafés of Rabat from "مقهى الرباط", and the same set from "coffee rabat", "9ahwa rabat" and "cafe rabat"', async () => {
    const cafesOfRabat = APPROVED.filter((row) => row.city === 'Rabat' && row.categoryId === 'cafe').map((row) => row.name).sort();
    expect(cafesOfRabat.length).toBeGreaterThanOrEqual(2);
    const arabic = await found('مقهى الرباط');
    expect(arabic).toEqual(expect.arrayContaining(cafesOfRabat));
    expect((await search({ q: 'مقهى الرباط' })).venues.every((venue) => venue.city === 'Rabat')).toBe(true);
    for (const q of ['coffee rabat', '9ahwa rabat', 'cafe rabat', 'Café Rabat', 'قهوة الرباط', 'مَقْهَى الرِّبَاط']) expect([q, await found(q)]).toEqual([q, arabic]);
  });

  it('reads "الدار البيضاء", "Casablanca", "casa" and "Dar el Beida" as one city', async () => {
    const casablanca = APPROVED.filter((row) => row.city === 'Casablanca').map((row) => row.name).sort();
    const arabic = await found('الدار البيضاء');
    expect(arabic).toEqual(expect.arrayContaining(casablanca));
    expect((await search({ q: 'الدار البيضاء' })).venues.every((venue) => venue.city === 'Casablanca')).toBe(true);
    for (const q of ['Casablanca', 'casa', 'Dar el Beida', 'كازا', 'الدار البيضا']) expect([q, await found(q)]).toEqual([q, arabic]);
  });

  it('finds a venue by its Arabic name, with or without diacritics, and by its French name the same venue', async () => {
    // Stored with a shadda ("حمّام السويسي"), found without; stored without, found with full tashkeel.
    expect(await found('حمام السويسي')).toEqual(['Hammam Souissi']);
    expect(await found('مَقْهَى الطَّرْبُوشِ')).toEqual(['Café Tarbouche Talaa']);
    expect(await found('الطربوش')).toEqual(['Café Tarbouche Talaa']);
    expect(await found('tarbouche')).toEqual(['Café Tarbouche Talaa']);
  });

  it('finds an Arabic-script name by its Latin spelling and the reverse, where the merchant gave both', async () => {
    const [venue] = await sql<{ id: string }>(
      `insert into venues.venues (slug, name, name_en, address, city, category_id, status, latitude, longitude)
       values ('dar-lyasmine-rabat', 'دار الياسمين', 'Dar Lyasmine', 'Hay Riad', 'Rabat', 'riad', 'approved', 33.96, -6.87) returning id`,
    );
    expect(await found('lyasmine')).toEqual(['دار الياسمين']);
    expect(await found('الياسمين')).toEqual(['دار الياسمين']);
    await sql(`update venues.venues set name_ar = 'مقهى النخلة', name = 'Café Nakhla', name_en = null where id = ?`, [venue!.id]);
    expect(await found('النخلة')).toEqual(['Café Nakhla']);
    expect(await found('nakhla')).toEqual(['Café Nakhla']);
    expect(await found('lyasmine')).toEqual([]);
    await sql('delete from venues.venues where id = ?', [venue!.id]);
  });

  it('tolerates typos in Arabic script (trigrams of the folded words) as in Latin script', async () => {
    expect(await found('الطربوس')).toEqual(['Café Tarbouche Talaa']);
    // "مراكس" is closest to مراكش (Marrakech) and to مراكب (boats, in an Agadir café's description):
    // every venue of Marrakech comes first (a city weighs more than a description), as in Latin script.
    const inMarrakech = APPROVED.filter((row) => row.city === 'Marrakech').length;
    const marrakech = (await search({ q: 'مراكس' })).venues;
    expect(marrakech.length).toBeGreaterThanOrEqual(inMarrakech);
    expect(marrakech.slice(0, inMarrakech).every((venue) => venue.city === 'Marrakech')).toBe(true);
    expect(await found('casablanka')).toEqual(await found('casablanca'));
    expect((await search({ q: 'restaurnt fes' })).venues.map((venue) => venue.categoryId)).toContain('restaurant');
  });

  it('searches the tags in every language: "sea view", "إطلالة على البحر" and "vue sur mer" are one tag', async () => {
    const seaView = await found('vue sur mer');
    expect(seaView.length).toBeGreaterThan(0);
    expect(await found('sea view')).toEqual(seaView);
    expect(await found('إطلالة على البحر')).toEqual(seaView);
  });

  it('takes a city filter in Arabic: city=الرباط is Rabat', async () => {
    const { venues } = await search({ city: 'الرباط' });
    expect(venues.length).toBe(APPROVED.filter((row) => row.city === 'Rabat').length);
    expect(names((await search({ q: 'hammam', city: 'الرباط' })).venues)).toEqual(['Hammam Souissi']);
  });
});
