import type { Page } from 'playwright-core';
import { baseUrl, htmlLocale, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { untilDemoVenuesScored } from '@lieux/testing/e2e';
import { explorerAr } from '../src/screens/explorer/explorer.ar';
import { explorerFr } from '../src/screens/explorer/explorer.fr';
import { layoutFr } from '../src/layout/layout.fr';
import { homeFr } from '../src/screens/home/home.fr';
import { landingFr } from '../src/screens/landing/landing.fr';
import { emptyResultFr } from '../src/screens/search/empty-result.fr';
import { filtersPanelFr } from '../src/screens/search/filters-panel.fr';
import { searchFr } from '../src/screens/search/search.fr';
import { venueFr } from '../src/screens/venue/venue.fr';
import { openIn, seriousAxeViolations } from './page-checks.e2e-helpers';

// The discovery screens in Chromium, served by the gateway with the venues service's demo data
// (SEED_DEMO_DATA is on outside production): nothing is intercepted.

const VENUE_MARKER = '.lieux-venue-marker';

/** The venue names of the cards on the page (their title links). */
async function cardNames(page: Page): Promise<string[]> {
  return page.locator('article h2 a, article h3 a').allTextContents();
}

describe('discovery screens', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    // The demo venues' scores come through the pipeline in the stack's first seconds (the score filters need them).
    await untilDemoVenuesScored();
    browser = await launchTestBrowser();
    ({ page } = browser);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('landing → explorer → filter by category → open a venue (visit counted)', async () => {
    // The page arrives rendered by the server with its figures (issue 31 §2): the browser asks no API for them.
    await page.goto(`${baseUrl()}/landing`);
    // The live figures, not the spec's fixed claims.
    // The figures' own list (the venue cards below have figures too).
    const figures = page.locator(`dl[aria-label="${landingFr['stats.label']}"]`).getByRole('definition');
    await figures.first().waitFor();
    expect(await figures.count()).toBe(3);
    for (const text of await figures.allTextContents()) expect(text).toMatch(/^[\d\s\u202f\u00a0]+$/);
    // The shared header since issue 28 (the spec had none here): its sign-in links, and the landing's
    // own search box and best-scored venues.
    expect(await page.locator('header').count()).toBe(1);
    await page.locator('header').getByRole('link', { name: layoutFr['nav.login'] }).waitFor();
    await page.locator('header').getByRole('link', { name: layoutFr['nav.signup'] }).waitFor();
    await page.getByRole('main').getByRole('searchbox', { name: homeFr.searchLabel }).waitFor();
    await page.getByRole('heading', { name: landingFr['top.title'] }).waitFor();
    expect(await page.locator('main article').count()).toBe(3);

    await page.getByRole('link', { name: landingFr['hero.explore'] }).click();
    await page.waitForURL((url) => url.pathname === '/explorer');
    await page.getByRole('heading', { name: explorerFr.popular }).waitFor();
    await page.locator('article').first().waitFor();
    expect((await cardNames(page)).length).toBeGreaterThan(5);

    await page.getByRole('button', { name: explorerFr.filters }).click();
    const panel = page.getByRole('group', { name: explorerFr.filtersLabel });
    await panel.getByRole('button', { name: explorerFr.all }).waitFor();
    // 'Tout voir' shows at once, the categories when their request answers: counted once the 8th is there.
    await panel.getByRole('button').nth(8).waitFor();
    expect(await panel.getByRole('button').count()).toBe(9); // 'Tout voir' + the first 8 categories
    await panel.getByRole('button', { name: 'Hammam', exact: true }).click();
    await page.waitForFunction(() => {
      // The category · city line of each card (the opening state's line has a ' · ' too).
      const lines = [...document.querySelectorAll('article p:not([data-opening-state])')].map((line) => line.textContent ?? '');
      const categoryLines = lines.filter((line) => line.includes(' · '));
      return categoryLines.length > 0 && categoryLines.every((line) => line.startsWith('Hammam'));
    });

    const name = (await cardNames(page))[0];
    const visit = page.waitForResponse((response) => /\/api\/places\/[^/]+\/visit$/.test(new URL(response.url()).pathname));
    await page.getByRole('link', { name, exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect((await visit).status()).toBe(204);
    await page.getByRole('heading', { name: venueFr.tagsTitle }).waitFor();
    await page.getByRole('heading', { name: venueFr.socialTitle }).waitFor();
    await page.getByRole('heading', { name: venueFr.similarTitle }).waitFor();
    await page.getByText(venueFr.visitorsThisMonth).waitFor();
    expect(await page.title()).toContain(name);
  });

  it('searches "cafe rabat" from /search, keeps it in the address and shows the results on the map', async () => {
    await page.goto(`${baseUrl()}/search`);
    const box = page.getByRole('main').getByRole('searchbox');
    await box.fill('cafe rabat');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/recherche' && url.searchParams.get('q') === 'cafe rabat');
    // The results' own line first: the address changes before the screen does (a transition), and the
    // home it leaves has venue cards too ('Ajoutés récemment').
    await page.getByRole('status').filter({ hasText: '« cafe rabat »' }).waitFor();
    await page.locator('article').first().waitFor();
    expect(await cardNames(page)).toContain('Café Bleu des Oudayas');

    await page.getByText(searchFr['view.map'], { exact: true }).click();
    await page.locator(VENUE_MARKER).first().waitFor();
    expect(await page.locator(VENUE_MARKER).count()).toBeGreaterThan(0);
    // The offline base map is there, under the run's tile server's streets (web/e2e/map.e2e-spec.ts
    // proves the map without them).
    await page.locator('path.lieux-base-map-home').waitFor({ state: 'attached' });
  });

  it('puts the typed text and the filters in the address, and the address back in the inputs', async () => {
    await page.goto(`${baseUrl()}/recherche?q=brunch&minScore=60`);
    await page.locator('article').first().waitFor();
    await page.getByLabel(filtersPanelFr['filter.minScore']).waitFor(); // filters open when some are set
    await page.getByLabel(searchFr.cityLabel).fill('Rabat');
    await page.waitForURL((url) => url.searchParams.get('city') === 'Rabat' && url.searchParams.get('minScore') === '60');
    await page.getByLabel(filtersPanelFr['filter.category']).selectOption('cafe');
    await page.waitForURL((url) => url.searchParams.get('category') === 'cafe');
    await page.goto(`${baseUrl()}/recherche?q=xylophone-introuvable`);
    await page.getByRole('heading', { name: emptyResultFr['empty.title'] }).waitFor();
    // Words alone, no radius: the empty state speaks of the words (issue 29), not of a radius.
    await page.getByText(emptyResultFr['empty.words'].replace('{query}', 'xylophone-introuvable')).waitFor();
    expect(await page.getByText(emptyResultFr['empty.body']).count()).toBe(0);
    expect(await page.getByLabel(searchFr.queryLabel).inputValue()).toBe('xylophone-introuvable');
  });

  it("searches near the reader's position with the browser's geolocation, nearest first", async () => {
    await browser.context.grantPermissions(['geolocation']);
    await browser.context.setGeolocation({ latitude: 34.0209, longitude: -6.8416 }); // Rabat
    await page.goto(`${baseUrl()}/recherche?q=cafe`);
    await page.locator('article').first().waitFor();
    await page.getByRole('button', { name: searchFr.filters }).click();
    // The panel's own "Près de moi" (the chip above the results is the journey's: open-now-journey.e2e-spec.ts).
    await page.getByRole('region', { name: filtersPanelFr.filtersTitle }).getByRole('button', { name: searchFr['filter.nearMe'] }).click();
    await page.getByText(searchFr['geo.success'], { exact: true }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('lat') === '34.0209' && url.searchParams.get('sort') === 'distance');
    const answer = page.waitForResponse((response) => new URL(response.url()).searchParams.get('radiusKm') === '5');
    await page.getByLabel(filtersPanelFr['filter.radius']).selectOption('5');
    await page.waitForURL((url) => url.searchParams.get('radiusKm') === '5');
    const found = (await (await answer).json()) as Array<{ city: string; distanceKm?: number }>;
    expect(found.length).toBeGreaterThan(0);
    const apiDistances = found.map((venue) => venue.distanceKm);
    expect(apiDistances).toEqual([...apiDistances].sort((a = 0, b = 0) => a - b));
    await page.locator('article').first().waitFor();
    // Within 5 km of Rabat's centre: Rabat's cafés only (each card's 'category · city' line), the nearest first.
    await page.waitForFunction(() => [...document.querySelectorAll('article')].every((card) => / · Rabat/.test(card.textContent ?? '')));
    // Each card says how far it is: "à 1,3 km".
    const shown = await page.locator('article').evaluateAll((cards) => cards.map((card) => /à ([\d,]+)\s?km/.exec(card.textContent ?? '')?.[1]));
    expect(shown).toEqual(apiDistances.map((km) => new Intl.NumberFormat('fr', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(km ?? NaN)));
  });

  it("loads the explorer's next page with 'Voir plus de lieux'", async () => {
    await page.goto(`${baseUrl()}/explorer`);
    await page.locator('article').first().waitFor();
    const firstPage = await page.locator('article').count();
    await page.getByRole('button', { name: 'Voir plus de lieux' }).click();
    await page.waitForFunction((count) => document.querySelectorAll('article').length > count, firstPage);
    const names = await cardNames(page);
    expect(new Set(names).size).toBe(names.length); // no venue twice across pages
  });

  it("shows 'Lieu introuvable' for an unknown venue, with a link home", async () => {
    await page.goto(`${baseUrl()}/venue/ce-lieu-n-existe-pas`);
    await page.getByRole('heading', { level: 1, name: venueFr.notFound }).waitFor();
    await page.getByRole('link', { name: venueFr.home }).waitFor();
  });

  it('reads right to left in Arabic', async () => {
    await openIn(page, 'ar', '/explorer');
    await page.getByRole('heading', { name: explorerAr.popular }).waitFor();
    expect(await htmlLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.evaluate(() => window.localStorage.removeItem('locale'));
  });

  it('has no serious accessibility violations on the discovery screens', async () => {
    const violations: string[] = [];
    for (const path of ['/landing', '/search', '/recherche?q=cafe', '/explorer', '/venue/cafe-bleu-des-oudayas-rabat', '/venue/inconnu']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForTimeout(500);
      violations.push(...(await seriousAxeViolations(page, path)));
    }
    expect(violations).toEqual([]);
  }, 120_000);
});
