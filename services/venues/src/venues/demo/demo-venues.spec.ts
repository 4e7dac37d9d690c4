import { openingState, PLATFORM_WEIGHTS, SEEDED_CATEGORY_IDS, specialHoursProblem, weeklyHoursProblem } from '@lieux/contracts';
import { DEMO_TAGS } from './demo-venues.data.js';
import { DEMO_VENUE_ROWS } from './demo-venues.js';
import { DEMO_AUDIENCES, demoAccounts } from './demo-accounts.js';

describe('the demo venues', () => {
  it('are at least 60, with unique slugs, in the six cities and every category', () => {
    expect(DEMO_VENUE_ROWS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(DEMO_VENUE_ROWS.map((row) => row.slug)).size).toBe(DEMO_VENUE_ROWS.length);
    expect(new Set(DEMO_VENUE_ROWS.map((row) => row.city))).toEqual(new Set(['Casablanca', 'Rabat', 'Marrakech', 'Tanger', 'Fès', 'Agadir']));
    expect(new Set(DEMO_VENUE_ROWS.map((row) => row.categoryId))).toEqual(new Set(SEEDED_CATEGORY_IDS));
  });

  it('have accounts to be scored from, except a few approved ones left not scored, and a few pending or rejected ones', () => {
    expect(DEMO_VENUE_ROWS.filter((row) => row.connections.length > 0).length).toBeGreaterThanOrEqual(50);
    expect(DEMO_VENUE_ROWS.some((row) => row.status === 'approved' && row.connections.length === 0)).toBe(true);
    expect(DEMO_VENUE_ROWS.filter((row) => row.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(DEMO_VENUE_ROWS.some((row) => row.status === 'rejected')).toBe(true);
  });

  it('never use one platform account for two venues (the connections service refuses it)', () => {
    const accounts = DEMO_VENUE_ROWS.flatMap((row) => row.connections.map((account) => `${account.provider}:${account.accountRef}`));
    expect(new Set(accounts).size).toBe(accounts.length);
  });

  it('only use known tags, and place each venue in Morocco near its city', () => {
    const tags = new Set(DEMO_TAGS.map((tag) => tag.id));
    const centres: Record<string, [number, number]> = { Casablanca: [33.58, -7.6], Rabat: [34.0, -6.84], Marrakech: [31.63, -8.0], Tanger: [35.78, -5.81], Fès: [34.05, -4.99], Agadir: [30.42, -9.6] };
    for (const row of DEMO_VENUE_ROWS) {
      for (const tag of row.tags) expect(tags).toContain(tag);
      const [lat, lng] = centres[row.city];
      expect(Math.abs(row.latitude - lat) + Math.abs(row.longitude - lng)).toBeLessThan(0.5);
    }
  });
});

describe('the demo venues in Arabic', () => {
  it('each have an Arabic name and description, in Arabic script', () => {
    for (const row of DEMO_VENUE_ROWS) {
      expect(`${row.name}: ${/\p{Script=Arabic}/u.test(row.nameAr ?? '')} ${/\p{Script=Arabic}/u.test(row.descriptionAr ?? '')}`).toBe(`${row.name}: true true`);
      expect(row.nameAr!.length).toBeLessThanOrEqual(120);
    }
    expect(new Set(DEMO_VENUE_ROWS.map((row) => row.nameAr)).size).toBe(DEMO_VENUE_ROWS.length);
  });
});

describe('a demo venue’s accounts', () => {
  const weightOf = (level: number, category: string) => demoAccounts(level, 'hotel-test-rabat', category).reduce((sum, account) => sum + PLATFORM_WEIGHTS[account.provider], 0);

  it('cover more platforms as the venue is meant to climb, among those of its kind', () => {
    expect(demoAccounts(null, 'x', 'hotel')).toEqual([]);
    expect(demoAccounts(10, 'hotel-test-rabat', 'hotel').map((account) => account.provider)).toEqual(['instagram']);
    expect(demoAccounts(90, 'hotel-test-rabat', 'hotel').map((account) => account.provider)).toEqual(['instagram', 'google', 'facebook', 'tiktok', 'linkedin']);
    expect(demoAccounts(90, 'riad-test-fes', 'riad').map((account) => account.provider)).toEqual(['instagram', 'google', 'facebook']);
    for (const level of [10, 30, 50, 70]) expect(weightOf(level, 'hotel') * 100).toBeGreaterThanOrEqual(level);
  });

  it('grow their figures with the level, and keep engagement far from the "implausible" ratio', () => {
    const [low] = demoAccounts(20, 'cafe-test-rabat', 'cafe');
    const [high] = demoAccounts(95, 'cafe-test-rabat', 'cafe');
    expect(high.figures.followers!).toBeGreaterThan(low.figures.followers!);
    expect(high.figures.posts30d!).toBeGreaterThanOrEqual(low.figures.posts30d!);
    for (const { figures } of [low, high]) {
      const rate = figures.interactions30d! / figures.posts30d! / figures.followers!;
      expect(rate).toBeLessThan(0.1058 * 3);
    }
    const google = demoAccounts(70, 'cafe-test-rabat', 'cafe').find((account) => account.provider === 'google')!;
    expect(google.figures.rating).toBeGreaterThanOrEqual(1);
    expect(google.figures.rating).toBeLessThanOrEqual(5);
    expect(google.figures.reviewCount).toBeGreaterThan(10);
  });
});

describe('the demo venues’ figures are plausible for their kind (issue 30)', () => {
  const accountsOf = (category: string) => DEMO_VENUE_ROWS.filter((row) => row.categoryId === category).flatMap((row) => row.connections);

  it('no riad, hammam or spa is on LinkedIn or TikTok; only hotels and galleries have a LinkedIn page', () => {
    for (const category of ['riad', 'hammam', 'spa', 'salon-de-the']) {
      expect(accountsOf(category).filter((account) => account.provider === 'linkedin' || account.provider === 'tiktok')).toEqual([]);
    }
    const onLinkedIn = new Set(DEMO_VENUE_ROWS.filter((row) => row.connections.some((account) => account.provider === 'linkedin')).map((row) => row.categoryId));
    expect([...onLinkedIn].every((category) => category === 'hotel' || category === 'galerie')).toBe(true);
  });

  it('every account is on a platform where its kind has an audience, never at the top of a platform its kind barely reaches', () => {
    for (const row of DEMO_VENUE_ROWS) {
      const audience = new Map(DEMO_AUDIENCES[row.categoryId]);
      for (const account of row.connections) {
        expect({ venue: row.slug, provider: account.provider, present: audience.has(account.provider) }).toEqual({ venue: row.slug, provider: account.provider, present: true });
      }
    }
    // A LinkedIn page of a hotel: a few hundred followers, far from the 10,000 at the top of the scale.
    const linkedIn = DEMO_VENUE_ROWS.flatMap((row) => row.connections).filter((account) => account.provider === 'linkedin');
    expect(linkedIn.length).toBeGreaterThan(0);
    for (const account of linkedIn) expect(account.figures.followers!).toBeLessThan(1_000);
  });
});

describe('the demo venues’ hours', () => {
  // Wednesday 2 December 2026 in Casablanca (UTC+1): morning, late evening, the small hours.
  const at = (local: string) => new Date(`2026-12-02T${local}:00+01:00`);
  const states = (instant: Date) =>
    DEMO_VENUE_ROWS.filter((row) => row.status === 'approved').map((row) => {
      const state = openingState(row, instant);
      return state.status === 'open' && state.closingSoon ? 'closingSoon' : state.status;
    });

  it('show every state of a card on `npm start`: open, closing soon, closed, unknown, closed for good', () => {
    const seen = new Set([...states(at('10:00')), ...states(at('22:45')), ...states(at('04:00'))]);
    expect(seen).toEqual(new Set(['open', 'closingSoon', 'closed', 'unknown', 'permanently_closed']));
  });

  it('look like the country’s: cafés open early, bars late, hotels round the clock, shops closed on Sunday mornings', () => {
    const byCategory = (category: string) => DEMO_VENUE_ROWS.filter((row) => row.categoryId === category && row.openingHours.length + (row.alwaysOpen ? 1 : 0) > 0);
    expect(byCategory('cafe').every((row) => openingState(row, at('08:00')).status === 'open')).toBe(true);
    expect(byCategory('bar').every((row) => openingState(row, at('23:59')).status === 'open' && openingState(row, at('10:00')).status === 'closed')).toBe(true);
    expect(byCategory('hotel').every((row) => row.alwaysOpen)).toBe(true);
    expect(DEMO_VENUE_ROWS.every((row) => weeklyHoursProblem(row.openingHours) === null && specialHoursProblem(row.specialHours) === null)).toBe(true);
  });
});
