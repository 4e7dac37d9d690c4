import type { Page } from 'playwright-core';
import type { MapVenuesDto, VenueDto } from '@lieux/contracts';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { call, controlProcess, e2eSetting, tileServerState } from '@lieux/testing/e2e';
import { translatorOf } from '../src/i18n/translator';
import { mapAr } from '../src/map/map.ar';
import { mapFr } from '../src/map/map.fr';
import { searchAr } from '../src/screens/search/search.ar';
import { searchFr } from '../src/screens/search/search.fr';
import { getThereFr } from '../src/venues/get-there.fr';

// The map (issue 27 §1) against the whole stack and the run's tile server (MAP_TILE_URL, started by
// the e2e global setup): streets and their credit, clusters from the server, a venue's popup with the
// ways to get there, "Rechercher dans cette zone", and the offline base map when the tiles are dead.

/** The tiles' images (the class is on the tile layer's container). */
const TILE = '.lieux-map-tile img';
const CLUSTER = '.lieux-cluster-marker';
const VENUE_MARKER = '.lieux-venue-marker';
const BASE_MAP_HOME = 'path.lieux-base-map-home';

/** A demo venue in Casablanca with a phone (its page has the small map). */
async function demoVenue(): Promise<VenueDto> {
  const found = await call<VenueDto[]>('GET', `/api/venues?q=${encodeURIComponent('Jardin des Remparts')}`);
  const venue = found.body.find((candidate) => candidate.name === 'Jardin des Remparts');
  if (!venue) throw new Error('demo venue "Jardin des Remparts" not found');
  return venue;
}

/** The next answer of the map endpoint (the signal that the map has asked for its area). */
function nextMapAnswer(page: Page): Promise<MapVenuesDto> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/map/venues' && response.ok())
    .then((response) => response.json() as Promise<MapVenuesDto>);
}

async function openSearchMap(page: Page, query: string, mapLabel = searchFr['view.map']): Promise<MapVenuesDto> {
  await page.goto(`${baseUrl()}/recherche?${query}`);
  await page.locator('article').first().waitFor();
  const answer = nextMapAnswer(page);
  await page.getByText(mapLabel, { exact: true }).click();
  return answer;
}

describe('the map: streets from the tile server, clusters from the server, the offline map beneath', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchTestBrowser();
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
    if (!(await tileServerState()).running) await controlProcess('start', 'tiles');
  });

  it('shows streets from the configured tile server with its credit, over the offline base map', async () => {
    const venue = await demoVenue();
    const before = (await tileServerState()).served;
    await page.goto(`${baseUrl()}/venue/${venue.slug}`);
    await page.locator(`${TILE}.leaflet-tile-loaded`).first().waitFor();
    const drawn = await page.locator(`${TILE}.leaflet-tile-loaded`).evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 256).length);
    expect(drawn).toBeGreaterThan(0);
    expect((await tileServerState()).served).toBeGreaterThan(before);
    // Every tile came from the configured server, whose origin the CSP opens (and only it).
    const sources = await page.locator(TILE).evaluateAll((images) => (images as HTMLImageElement[]).map((image) => new URL(image.src).origin));
    expect(new Set(sources)).toEqual(new Set([e2eSetting('E2E_TILES_URL')]));
    const policy = (await page.request.get(`${baseUrl()}/`)).headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`img-src 'self' data: https: ${e2eSetting('E2E_TILES_URL')};`);
    // The provider's credit and the base map's.
    const attribution = page.locator('.leaflet-control-attribution');
    await attribution.getByText(e2eSetting('E2E_TILE_ATTRIBUTION')).waitFor();
    expect(await attribution.textContent()).toContain('Natural Earth');
    await page.locator(BASE_MAP_HOME).waitFor({ state: 'attached' });
    await page.locator(VENUE_MARKER).first().waitFor();
  });

  it('groups the matches in clusters from the server, splits them on a click, down to a venue whose popup is its photo card, with directions and a call', async () => {
    let answer = await openSearchMap(page, 'category=restaurant');
    expect(answer.clusters.length).toBeGreaterThan(0);
    await page.locator(CLUSTER).first().waitFor();
    // What the map draws is what the server answered, and the count under the map says how many.
    expect(await page.locator(CLUSTER).count()).toBe(answer.clusters.length);
    await page.getByRole('status').filter({ hasText: translatorOf(mapFr, 'fr').plural('areaCount', answer.total) }).waitFor();

    // Into the biggest cluster until its venues stand alone (each click: a zoom, then the server's answer).
    for (let step = 0; step < 8 && answer.venues.length === 0; step += 1) {
      const biggest = answer.clusters.reduce((best, cluster) => (cluster.count > best.count ? cluster : best));
      const next = nextMapAnswer(page);
      await page.getByTitle(translatorOf(mapFr, 'fr').plural('cluster', biggest.count), { exact: true }).first().click();
      answer = await next;
    }
    expect(answer.venues.length).toBeGreaterThan(0);
    const withPhone = answer.venues.find((venue) => venue.phone !== null) ?? answer.venues[0]!;
    await page.getByTitle(withPhone.name, { exact: true }).click();
    const popup = page.locator('.leaflet-popup-content');
    // The venue's card, as in the results: its cover (photo or category artwork) and its name linking to its page.
    const card = popup.locator('[data-venue-card]');
    await card.getByRole('heading', { name: withPhone.name }).waitFor();
    expect(await card.locator('[data-cover], [data-artwork]').count()).toBe(1);
    expect(await card.getByRole('link', { name: withPhone.name, exact: true }).getAttribute('href')).toBe(`/venue/${withPhone.slug}`);
    expect(await popup.getByRole('link', { name: mapFr.openVenue }).getAttribute('href')).toBe(`/venue/${withPhone.slug}`);
    const directions = new URL((await popup.getByRole('link', { name: getThereFr['compact.directions'].replace('{name}', withPhone.name), exact: true }).getAttribute('href')) ?? '');
    expect(`${directions.origin}${directions.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(directions.searchParams.get('destination')).toBe(`${withPhone.lat.toFixed(6)},${withPhone.lng.toFixed(6)}`);
    const callLink = popup.getByRole('link', { name: getThereFr['compact.call'].replace('{name}', withPhone.name), exact: true });
    if (withPhone.phone === null) expect(await callLink.count()).toBe(0);
    else expect(await callLink.getAttribute('href')).toMatch(/^tel:\+212\d{8,9}$/);
    // From the card to the venue's page, inside the app.
    await popup.getByRole('link', { name: mapFr.openVenue }).click();
    await page.waitForURL((url) => url.pathname === `/venue/${withPhone.slug}`);
    await page.getByRole('heading', { level: 1, name: withPhone.name }).waitFor();
  });

  it('offers "Rechercher dans cette zone" once the reader moves the map, and searches there', async () => {
    await openSearchMap(page, 'city=Casablanca');
    await page.locator(VENUE_MARKER).or(page.locator(CLUSTER)).first().waitFor();
    expect(await page.getByRole('button', { name: mapFr.searchArea }).count()).toBe(0);
    const region = page.getByRole('region', { name: mapFr.resultsLabel });
    const box = (await region.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('button', { name: mapFr.searchArea }).click();
    // The search runs around the visible area: its centre and radius in the address, the city let go.
    await page.waitForURL((url) => url.searchParams.has('lat') && url.searchParams.has('lng') && url.searchParams.has('radiusKm') && !url.searchParams.has('city'));
    await page.getByRole('button', { name: mapFr.searchArea }).waitFor({ state: 'detached' });
  });

  it('reads in Arabic: the count of the area under the map', async () => {
    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
    try {
      const answer = await openSearchMap(page, 'category=cafe', searchAr['view.map']);
      await page.getByRole('status').filter({ hasText: translatorOf(mapAr, 'ar').plural('areaCount', answer.total) }).waitFor();
    } finally {
      await page.evaluate(() => localStorage.removeItem('locale'));
    }
  });

  it('leaves the offline map working when the tile server is dead: Morocco, the cities and the markers', async () => {
    const venue = await demoVenue();
    await controlProcess('stop', 'tiles');
    try {
      const tileFailed = page.waitForEvent('requestfailed', (request) => request.url().startsWith(e2eSetting('E2E_TILES_URL')));
      await page.goto(`${baseUrl()}/venue/${venue.slug}`);
      await tileFailed;
      // Every tile of the view failed: the tile layer goes and the map is the offline one.
      await page.locator('.lieux-map-tile').waitFor({ state: 'detached' });
      const map = page.getByRole('region', { name: mapFr.venueLabel.replace('{name}', venue.name) });
      await page.locator(BASE_MAP_HOME).waitFor();
      // Zoomed out to the region (no streets to show), the venue's marker and its city's name in the frame.
      const frame = await map.boundingBox();
      await page.waitForFunction(
        ([frame, marker]) => {
          const inFrame = (element: Element | undefined) => {
            const box = element?.getBoundingClientRect();
            return !!box && box.left >= frame!.x && box.top >= frame!.y && box.right <= frame!.x + frame!.width && box.bottom <= frame!.y + frame!.height;
          };
          const label = [...document.querySelectorAll('[role=region] span')].find((span) => span.textContent === 'Casablanca');
          return inFrame(document.querySelector(marker) ?? undefined) && inFrame(label);
        },
        [frame, VENUE_MARKER] as const,
      );
    } finally {
      await controlProcess('start', 'tiles');
    }
  });
});
