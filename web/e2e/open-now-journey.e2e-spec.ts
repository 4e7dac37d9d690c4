import type { Page } from 'playwright-core';
import { addDays, localDay, type MerchantVenueDto, type VenueDto } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { approveVenueAsAdmin, call, e2eSetting } from '@lieux/testing/e2e';
import { getThereAr } from '../src/venues/get-there.ar';
import { getThereFr } from '../src/venues/get-there.fr';
import { hoursAr } from '../src/venues/hours.ar';
import { hoursFr } from '../src/venues/hours.fr';
import { venuesAr } from '../src/venues/venues.ar';
import { venuesFr } from '../src/venues/venues.fr';
import { searchAr } from '../src/screens/search/search.ar';
import { searchFr } from '../src/screens/search/search.fr';
import { openIn, seriousAxeViolations } from './page-checks.e2e-helpers';

// Issue 27's journey: a visitor on a 375 px phone in Casablanca wants a café open now, near them, and
// the way there — in French and in Arabic. The venues are a merchant's, published by the admin; the
// one always open and the one closed whatever the hour (special hours around today) make the answer
// the same at any time of the run. The map's streets come from the run's tile server.

const PHONE = { width: 375, height: 812 };
/** Place des Nations Unies, Casablanca: where the phone says it is. */
const HERE = { latitude: 33.5951, longitude: -7.6187 };

const TEXTS = {
  fr: { hours: hoursFr, search: searchFr, getThere: getThereFr, venues: venuesFr },
  ar: { hours: hoursAr, search: searchAr, getThere: getThereAr, venues: venuesAr },
} as const;

async function publishedCafe(name: string, details: Record<string, unknown>): Promise<MerchantVenueDto> {
  const signup = await call('POST', '/api/auth/signup', {
    body: { email: `open-now.${uniqueHex()}@example.ma`, password: 'motdepasse-ouvert', firstName: 'Salma', lastName: 'Idrissi', role: 'merchant' },
  });
  const created = await call<MerchantVenueDto>('POST', '/api/venues', {
    session: signup.session as string,
    body: { name, categoryId: 'cafe', address: 'Place des Nations Unies', city: 'Casablanca', ...details },
  });
  if (created.status !== 201) throw new Error(`venue not created: ${created.status} ${JSON.stringify(created.body)}`);
  await approveVenueAsAdmin(created.body.id);
  return created.body;
}

/** The names of the result cards the page shows now (/recherche titles its cards at level 2). */
const cardNames = (page: Page) => page.locator('article h2').allInnerTexts();

describe.each(['fr', 'ar'] as const)('a café open now near me, and the way there (%s, 375 px)', (locale) => {
  const t = TEXTS[locale];
  let browser: TestBrowser;
  let page: Page;
  let open: MerchantVenueDto;
  let closed: MerchantVenueDto;

  beforeAll(async () => {
    const hex = uniqueHex();
    // 100 m from the phone, open round the clock, with a phone.
    open = await publishedCafe(`Café Toujours ${hex}`, { alwaysOpen: true, latitude: 33.5959, longitude: -7.6181, phone: '05 22 26 00 00' });
    // 200 m away, closed from yesterday to tomorrow (Casablanca's days): closed whenever the test runs.
    const today = localDay(new Date());
    closed = await publishedCafe(`Café Fermé ${hex}`, {
      openingHours: [{ day: 'monday', opens: '08:00', closes: '20:00' }],
      specialHours: [{ from: addDays(today, -1), to: addDays(today, 1), label: 'Travaux', periods: [] }],
      latitude: 33.5969,
      longitude: -7.6195,
    });
    browser = await launchTestBrowser(PHONE);
    await browser.context.grantPermissions(['geolocation'], { origin: baseUrl() });
    await browser.context.setGeolocation(HERE);
    page = browser.page;
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('1. finds it with "open now" and "near me": the café open round the clock, not the one closed today', async () => {
    await openIn(page, locale, `/recherche?q=${encodeURIComponent(open.name.split(' ').at(-1) ?? '')}`);
    await page.getByRole('heading', { level: 2, name: open.name }).waitFor();
    expect(await cardNames(page)).toEqual(expect.arrayContaining([open.name, closed.name]));

    await page.getByRole('button', { name: t.venues.openNow, pressed: false }).click();
    await page.waitForURL((url) => url.searchParams.get('open') === 'now');
    await page.getByRole('heading', { level: 2, name: closed.name }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: t.search['filter.nearMe'], pressed: false }).click();
    await page.waitForURL((url) => url.searchParams.has('lat') && url.searchParams.get('open') === 'now');
    const address = new URL(page.url());
    expect(Number(address.searchParams.get('lat'))).toBeCloseTo(HERE.latitude, 3);
    expect(Number(address.searchParams.get('lng'))).toBeCloseTo(HERE.longitude, 3);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: open.name }) });
    await card.waitFor();
    expect(await cardNames(page)).not.toContain(closed.name);
    // The card says why it is there.
    expect(await card.locator('[data-opening-state]').innerText()).toBe(t.hours.alwaysOpen);
    expect(await seriousAxeViolations(page, `/recherche (${locale}, open now near me)`)).toEqual([]);
  });

  it('2. shows it on a map with streets from the tile server', async () => {
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/map/venues' && response.ok());
    await page.getByText(t.search['view.map'], { exact: true }).click();
    const map = (await (await answered).json()) as { venues: Array<{ id: string }>; clusters: unknown[] };
    // The map asks the server with the same filters: the open café is there, the closed one is not.
    const url = new URL((await answered).url());
    expect(url.searchParams.get('open')).toBe('now');
    expect(map.venues.map((venue) => venue.id)).toContain(open.id);
    expect(map.venues.map((venue) => venue.id)).not.toContain(closed.id);
    // The tile layer's images (Leaflet gives the layer the class, its <img> the loaded state).
    await page.locator('.lieux-map-tile img.leaflet-tile-loaded').first().waitFor();
    const sources = await page.locator('.lieux-map-tile img').evaluateAll((images) => (images as HTMLImageElement[]).map((image) => new URL(image.src).origin));
    expect(new Set(sources)).toEqual(new Set([e2eSetting('E2E_TILES_URL')]));
    await page.locator('.lieux-venue-marker, .lieux-cluster-marker').first().waitFor();
    await page.locator('.leaflet-control-attribution').getByText(e2eSetting('E2E_TILE_ATTRIBUTION')).waitFor();
  });

  it('3–5. opens the venue, whose "directions" carry its coordinates and whose "call" is a tel: link', async () => {
    await page.getByText(t.search['view.list'], { exact: true }).click();
    await page.getByRole('heading', { level: 2, name: open.name }).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: open.name }).waitFor();
    expect(await page.locator('header [data-opening-state]').innerText()).toBe(t.hours.alwaysOpen);

    const actions = page.getByRole('group', { name: t.getThere.group });
    const directions = new URL((await actions.getByRole('link', { name: t.getThere.directions, exact: true }).getAttribute('href')) ?? '');
    expect(`${directions.origin}${directions.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(directions.searchParams.get('destination')).toBe('33.595900,-7.618100');
    expect(await actions.getByRole('link', { name: t.getThere.call, exact: true }).getAttribute('href')).toBe('tel:+212522260000');
    expect(await seriousAxeViolations(page, `/venue/${open.slug} (${locale})`)).toEqual([]);
  });

  it('says when the closed café opens again, on its page', async () => {
    const found = await call<VenueDto[]>('GET', `/api/venues?q=${encodeURIComponent(closed.name)}`);
    expect(found.body.map((venue) => venue.id)).toContain(closed.id);
    await page.goto(`${baseUrl()}/venue/${closed.slug}`);
    await page.getByRole('heading', { level: 1, name: closed.name }).waitFor();
    expect(await page.locator('header [data-opening-state]').getAttribute('data-opening-state')).toBe('closed');
    // The special hours are listed with their label.
    expect(await page.locator('[data-special-hours]').innerText()).toContain('Travaux');
  });
});
