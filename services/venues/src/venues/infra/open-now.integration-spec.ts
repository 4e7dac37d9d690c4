import { jest } from '@jest/globals';
import fc from 'fast-check';
import { OPENING_DAYS, openingState, openMomentAt, addDays, type OpeningSchedule, type SpecialHoursDto, type WeeklyPeriod } from '@lieux/contracts';
import { useVenuesDatabase } from '../../test/venues-database.fixture.js';
import { HomeFeedUseCase, SearchVenuesUseCase } from '../app/venue-queries.usecases.js';
import { PostgresVenueReadRepository } from './venue-read.repository.postgres.js';
import { HOURS_INDEX_MAX_SHARE, PostgresVenueSearch, searchSql, textQuery, type Queryable } from './venue-search.postgres.js';
import { toSearchCriteria } from '../domain/search-criteria.js';

jest.setTimeout(120_000);

/** The same schedules and instants on every run (a red run replays). */
const SEED = 27;

const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const period = fc.tuple(time, time).filter(([opens, closes]) => opens !== closes).map(([opens, closes]) => ({ opens, closes }));
// Around the instants below: the week of 2027-02-07 (Ramadan's clock change) and the days near it.
const specialDate = fc.integer({ min: 0, max: 9 }).map((offset) => addDays('2027-02-04', offset));
const special = fc
  .tuple(specialDate, fc.integer({ min: 0, max: 2 }), fc.array(period, { maxLength: 2 }))
  .map(([from, length, periods]): SpecialHoursDto => ({ from, to: addDays(from, length), label: '', periods }));
const schedule = fc.record({
  openingHours: fc.array(fc.tuple(fc.constantFrom(...OPENING_DAYS), period).map(([day, p]): WeeklyPeriod => ({ day, ...p })), { maxLength: 8 }),
  alwaysOpen: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  specialHours: fc.array(special, { maxLength: 2 }),
  permanentlyClosed: fc.constant(false),
});

/** Overlaps are the form's to refuse; the rule here is about what is stored, overlapping or not. */
function distinctSpecialDays(entries: SpecialHoursDto[]): SpecialHoursDto[] {
  const kept: SpecialHoursDto[] = [];
  for (const entry of [...entries].sort((a, b) => a.from.localeCompare(b.from))) if (!kept.some((other) => other.to >= entry.from)) kept.push(entry);
  return kept;
}

describe('"open now" in SQL, the same rule as the screens', () => {
  const database = useVenuesDatabase();
  const sql = <T extends object>(text: string, params: unknown[] = []) => database().em.fork().execute<T[]>(text, params);

  async function insertVenue(name: string, hours: OpeningSchedule): Promise<string> {
    const [{ id }] = await sql<{ id: string }>(
      `insert into venues.venues (slug, name, address, city, category_id, status, always_open, permanently_closed)
       values (?, ?, '1 rue de la Loi', 'Casablanca', 'cafe', 'approved', ?, ?) returning id`,
      [name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), name, hours.alwaysOpen, hours.permanentlyClosed],
    );
    for (const p of hours.openingHours) await sql('insert into venues.venue_opening_hours (venue_id, day, opens, closes) values (?, ?, ?::time, ?::time) on conflict do nothing', [id, p.day, p.opens, p.closes]);
    for (const entry of hours.specialHours) {
      await sql('insert into venues.venue_special_hours (venue_id, starts, ends, label, periods) values (?, ?::date, ?::date, ?, ?::jsonb)', [id, entry.from, entry.to, entry.label, JSON.stringify(entry.periods)]);
    }
    return id;
  }

  async function openInSql(id: string, instant: Date): Promise<boolean> {
    const moment = openMomentAt(instant);
    const [row] = await sql<{ open: boolean }>(
      `select case when s.special_days @> ?::date then venues.venue_open_at(s.id, ?::date, ?::int) else coalesce(s.open_week @> ?::int, false) end as open
       from venues.venue_search s where s.id = ?`,
      [moment.date, moment.date, moment.minuteOfDay, moment.minuteOfWeek, id],
    );
    return row.open;
  }

  it('agrees with openingState for 150 schedules at 12 instants each: past midnight, Sunday into Monday, special days and their nights, Ramadan’s clock', async () => {
    const schedules = fc.sample(schedule, { numRuns: 150, seed: SEED }).map((each) => ({ ...each, specialHours: distinctSpecialDays(each.specialHours) }));
    const instants = fc.sample(fc.integer({ min: Date.parse('2027-02-04T00:00:00Z'), max: Date.parse('2027-02-14T00:00:00Z') }).map((ms) => new Date(ms - (ms % 60_000))), { numRuns: 12, seed: SEED });
    // And the edges: Sunday 23:59 → Monday 00:00, and the night the clocks go back.
    instants.push(new Date('2027-02-07T22:59:00Z'), new Date('2027-02-07T23:00:00Z'), new Date('2027-02-07T01:30:00Z'), new Date('2027-02-07T02:30:00Z'));
    const disagreements: string[] = [];
    const seen = { open: 0, closed: 0, special: 0 };
    for (const [index, hours] of schedules.entries()) {
      const id = await insertVenue(`Horaires ${index}`, hours);
      for (const instant of instants) {
        const expected = openingState(hours, instant).status === 'open';
        seen[expected ? 'open' : 'closed'] += 1;
        if (hours.specialHours.some((entry) => entry.from <= openMomentAt(instant).date && openMomentAt(instant).date <= addDays(entry.to, 1))) seen.special += 1;
        if ((await openInSql(id, instant)) !== expected) disagreements.push(`${JSON.stringify(hours)} at ${instant.toISOString()}: screens say ${expected}`);
      }
    }
    expect(disagreements).toEqual([]);
    // Both answers, and special days, come up often enough for the agreement to mean something.
    expect(Math.min(seen.open, seen.closed, seen.special)).toBeGreaterThan(300);
  });

  it('follows the hours as they change: 24/7, closed for good, periods replaced, special hours added', async () => {
    const id = await insertVenue('Le Changeant', { openingHours: [{ day: 'monday', opens: '08:00', closes: '12:00' }], alwaysOpen: false, specialHours: [], permanentlyClosed: false });
    // Monday 8 February 2027, 10:00 in Casablanca (UTC+0 that month).
    const mondayTen = new Date('2027-02-08T10:00:00Z');
    expect(await openInSql(id, mondayTen)).toBe(true);
    await sql('update venues.venues set always_open = true where id = ?', [id]);
    expect(await openInSql(id, new Date('2027-02-08T20:00:00Z'))).toBe(true);
    await sql('update venues.venues set always_open = false where id = ?', [id]);
    await sql("update venues.venue_opening_hours set opens = '11:00' where venue_id = ?", [id]);
    expect(await openInSql(id, mondayTen)).toBe(false);
    await sql("insert into venues.venue_special_hours (venue_id, starts, ends, periods) values (?, '2027-02-08', '2027-02-08', '[{\"opens\":\"09:00\",\"closes\":\"10:30\"}]')", [id]);
    expect(await openInSql(id, mondayTen)).toBe(true);
    await sql('update venues.venues set permanently_closed = true where id = ?', [id]);
    expect(await openInSql(id, mondayTen)).toBe(false);
  });

  it('searches only the venues open at the moment, with words or without, near a point or not', async () => {
    const cafe = await insertVenue('Café Ouvert Tôt', { openingHours: OPENING_DAYS.map((day) => ({ day, opens: '07:00', closes: '20:00' })), alwaysOpen: false, specialHours: [], permanentlyClosed: false });
    const bar = await insertVenue('Café Bar Tardif', { openingHours: OPENING_DAYS.map((day) => ({ day, opens: '18:00', closes: '02:00' })), alwaysOpen: false, specialHours: [], permanentlyClosed: false });
    await insertVenue('Café Sans Horaires', { openingHours: [], alwaysOpen: false, specialHours: [], permanentlyClosed: false });
    await sql("update venues.venues set latitude = 33.5731, longitude = -7.5898 where name like 'Café %'");
    const search = (at: string, request: Record<string, unknown>) =>
      new SearchVenuesUseCase(new PostgresVenueSearch(database().em.fork()), () => new Date(at)).execute({ open: 'now', limit: 50, ...request });
    const ids = async (at: string, request: Record<string, unknown> = {}) => (await search(at, request)).venues.map((venue) => venue.id).filter((id) => id === cafe || id === bar);
    // Wednesday 10 February 2027 (UTC+0 in Casablanca that month): 09:00, then 23:00, then 01:00 the next night.
    for (const request of [{}, { category: 'cafe' }, { q: 'cafe' }, { q: 'cafe', category: 'cafe' }, { lat: 33.5731, lng: -7.5898, radiusKm: 2 }, { q: 'cafe', lat: 33.5731, lng: -7.5898, radiusKm: 2 }, { lat: 33.5731, lng: -7.5898, sort: 'distance' }, { sort: 'recent' }]) {
      expect([JSON.stringify(request), await ids('2027-02-10T09:00:00Z', request)]).toEqual([JSON.stringify(request), [cafe]]);
      expect([JSON.stringify(request), await ids('2027-02-10T23:00:00Z', request)]).toEqual([JSON.stringify(request), [bar]]);
      expect([JSON.stringify(request), (await ids('2027-02-11T01:00:00Z', request)).sort()]).toEqual([JSON.stringify(request), [bar]]);
    }
    const everything = await new SearchVenuesUseCase(new PostgresVenueSearch(database().em.fork()), () => new Date('2027-02-10T09:00:00Z')).execute({ q: 'cafe', limit: 50 });
    expect(everything.venues.map((venue) => venue.name)).toEqual(expect.arrayContaining(['Café Sans Horaires', 'Café Bar Tardif', 'Café Ouvert Tôt']));
  });

  it('finds the same open venues after a walk that fell short, whether the hours\' index is read (few venues open) or not (most are)', async () => {
    const early = await insertVenue('Riad Leve Tot', { openingHours: OPENING_DAYS.map((day) => ({ day, opens: '05:00', closes: '11:00' })), alwaysOpen: false, specialHours: [], permanentlyClosed: false });
    const night = await insertVenue('Riad Veilleur', { openingHours: [], alwaysOpen: true, specialHours: [], permanentlyClosed: false });
    const holiday = await insertVenue('Riad Jour Ferie', {
      openingHours: OPENING_DAYS.map((day) => ({ day, opens: '09:00', closes: '10:00' })),
      alwaysOpen: false,
      specialHours: [{ from: '2027-02-10', to: '2027-02-10', label: 'Fête', periods: [{ opens: '05:00', closes: '07:00' }] }],
      permanentlyClosed: false,
    });
    await insertVenue('Riad Dormeur', { openingHours: OPENING_DAYS.map((day) => ({ day, opens: '12:00', closes: '22:00' })), alwaysOpen: false, specialHours: [], permanentlyClosed: false });
    const pool = (await database().em.getConnection().getNativeClient()) as Queryable;
    const openIds = async (at: string, openShare: number) => {
      const result = toSearchCriteria({ q: 'riad', open: 'now', limit: 50 }, new Date(at));
      if ('errors' in result) throw new Error(JSON.stringify(result.errors));
      const { text, values } = searchSql('venues', result.criteria, await textQuery(pool, 'venues', result.criteria.words), openShare);
      return (await pool.query<{ id: string }>({ text, values })).rows.map((row) => row.id).sort();
    };
    // Wednesday 10 February 2027, 06:00 in Casablanca (UTC+0 that month): the holiday's special hours, the early riad, the 24/7 one.
    for (const share of [0, HOURS_INDEX_MAX_SHARE]) expect(await openIds('2027-02-10T06:00:00Z', share)).toEqual([early, night, holiday].sort());
    // Thursday 11 February, 06:00: the holiday is over.
    for (const share of [0, HOURS_INDEX_MAX_SHARE]) expect(await openIds('2027-02-11T06:00:00Z', share)).toEqual([early, night].sort());
  });

  it('keeps a venue closed for good findable and marked, and out of the home feed', async () => {
    const id = await insertVenue('Dar Fermée Pour De Bon', { openingHours: [], alwaysOpen: true, specialHours: [], permanentlyClosed: true });
    const feed = await new HomeFeedUseCase(new PostgresVenueReadRepository(database().em.fork())).execute({ limit: 50 });
    expect(feed.venues.map((venue) => venue.id)).not.toContain(id);
    expect(feed.venues.length).toBeGreaterThan(0);
    const found = await new SearchVenuesUseCase(new PostgresVenueSearch(database().em.fork()), () => new Date('2027-02-10T09:00:00Z')).execute({ q: 'dar fermee' });
    expect(found.venues.map((venue) => ({ id: venue.id, permanentlyClosed: venue.permanentlyClosed }))).toEqual([{ id, permanentlyClosed: true }]);
    const open = await new SearchVenuesUseCase(new PostgresVenueSearch(database().em.fork()), () => new Date('2027-02-10T09:00:00Z')).execute({ q: 'dar fermee', open: 'now' });
    expect(open.venues).toEqual([]);
  });
});
