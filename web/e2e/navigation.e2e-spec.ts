import type { Locator, Page } from 'playwright-core';
import { uniqueHex } from '@lieux/testing';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { confirmEmailOf, untilDemoVenuesScored } from '@lieux/testing/e2e';
import { TOTAL_COUNT_HEADER } from '@lieux/contracts';
import { layoutAr } from '../src/layout/layout.ar';
import { layoutFr } from '../src/layout/layout.fr';
import { explorerAr } from '../src/screens/explorer/explorer.ar';
import { explorerFr } from '../src/screens/explorer/explorer.fr';
import { searchFr } from '../src/screens/search/search.fr';
import { signupFr } from '../src/screens/signup/signup.fr';
import { venuesAr } from '../src/venues/venues.ar';
import { venuesFr } from '../src/venues/venues.fr';
import { votesAr } from '../src/votes/votes.ar';
import { votesFr } from '../src/votes/votes.fr';
import { openIn, seriousAxeViolations } from './page-checks.e2e-helpers';

// Issue 28 in Chromium, the whole platform behind the gateway, nothing intercepted: a way around for
// everyone (the header's search from every public page, at 375 and 1280 px, in French and Arabic),
// the explorer's true total, explorer and search agreeing, and the vote and the save control apart.

const PUBLIC_PAGES = ['/landing', '/search', '/recherche?q=cafe', '/explorer', '/venue/cafe-bleu-des-oudayas-rabat', '/merchant', '/faq', '/centre-aide', '/rgpd'];
const TEXTS = {
  fr: { layout: layoutFr, explorer: explorerFr, venues: venuesFr, votes: votesFr },
  ar: { layout: layoutAr, explorer: explorerAr, venues: venuesAr, votes: votesAr },
} as const;

const fill = (text: string, name: string) => text.replace('{name}', name);

/** The first card's article and its venue's name. */
async function firstCard(page: Page): Promise<{ card: Locator; name: string }> {
  const card = page.locator('article').first();
  await card.waitFor();
  const name = (await card.locator('h2 a, h3 a').first().textContent())?.trim() ?? '';
  return { card, name };
}

/** The first page of a list as the API answers it: its total header. */
async function apiTotal(path: string): Promise<number> {
  const response = await fetch(`${baseUrl()}${path}`);
  return Number(response.headers.get(TOTAL_COUNT_HEADER));
}

describe('a way around for everyone (issue 28)', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    await untilDemoVenuesScored();
    browser = await launchTestBrowser();
    ({ page } = browser);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  describe.each(['fr', 'ar'] as const)('in %s', (locale) => {
    const { layout } = TEXTS[locale];

    it('at 1280 px, every public page has Explorer, Rechercher, Espace commerçant and a search box in its header', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openIn(page, locale, '/landing');
      for (const path of PUBLIC_PAGES) {
        await page.goto(`${baseUrl()}${path}`);
        const header = page.locator('header').first();
        for (const key of ['nav.explorer', 'nav.search', 'nav.merchantSpace'] as const) {
          await header.getByRole('link', { name: layout[key], exact: true }).waitFor();
        }
        await header.getByRole('searchbox', { name: layout['nav.searchLabel'] }).waitFor();
      }
      // From the last of them, the box searches: /recherche?q=…
      await page.locator('header').first().getByRole('searchbox', { name: layout['nav.searchLabel'] }).fill('riad');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/recherche' && url.searchParams.get('q') === 'riad');
      await page.locator('article').first().waitFor();
    });

    it('at 375 px, every public page has a search entry in its header, and the menu the links', async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      for (const path of PUBLIC_PAGES) {
        await page.goto(`${baseUrl()}${path}`);
        const header = page.locator('header').first();
        await header.getByRole('link', { name: layout['nav.search'], exact: true }).waitFor();
        // Nothing of the header spills past the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      }
      await page.locator('header').first().getByRole('button', { name: layout['nav.openMenu'] }).click();
      await page.getByRole('navigation', { name: layout['nav.label'] }).getByRole('link', { name: layout['nav.explorer'], exact: true }).waitFor();
      await page.locator('header').first().getByRole('button', { name: layout['nav.closeMenu'] }).click();
      await page.locator('header').first().getByRole('link', { name: layout['nav.search'], exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/search');
      await page.getByRole('main').getByRole('searchbox').waitFor();
      await page.setViewportSize({ width: 1280, height: 900 });
    });
  });

  it('has no serious accessibility problem in the new header, signed out, at both widths', async () => {
    await openIn(page, 'fr', '/landing');
    await page.locator('article').first().waitFor();
    expect(await seriousAxeViolations(page, '/landing 1280')).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await seriousAxeViolations(page, '/landing 375')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("shows the server's total on the explorer, and the same count as search for the same words (\"Fès\")", async () => {
    await openIn(page, 'fr', '/explorer');
    const feedTotal = await apiTotal('/api/feed/home');
    expect(feedTotal).toBeGreaterThan(20); // more than one page: the page's length would be wrong
    await page.getByRole('status').filter({ hasText: `${feedTotal} résultats trouvés` }).waitFor();

    await page.getByRole('main').getByRole('searchbox', { name: explorerFr.searchLabel }).fill('Fès');
    const searchTotal = await apiTotal('/api/venues?q=F%C3%A8s');
    expect(searchTotal).toBeGreaterThan(1);
    await page.getByRole('heading', { name: explorerFr.resultsFor.replace('{query}', 'Fès') }).waitFor();
    await page.getByRole('status').filter({ hasText: `${searchTotal} résultats trouvés` }).waitFor();

    await page.goto(`${baseUrl()}/recherche?q=F%C3%A8s`);
    await page.getByRole('status').filter({ hasText: `${searchTotal} résultats pour « Fès »` }).waitFor();
    await page.goto(`${baseUrl()}/recherche?q=xylophone-introuvable`);
    await page.getByRole('status').filter({ hasText: searchFr['count.none'] }).waitFor();
  });

  describe.each(['fr', 'ar'] as const)('signed in, in %s', (locale) => {
    const { votes, venues } = TEXTS[locale];

    it.each([1280, 375])('votes, then saves as a favourite, and sees two distinct states (%i px)', async (width) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.context().clearCookies();
      await openIn(page, 'fr', '/signup');
      await page.getByLabel('Prénom').fill('Nadia');
      await page.getByLabel('Nom', { exact: false }).nth(1).fill('Alami');
      const email = `nav.${uniqueHex()}@example.ma`;
      await page.getByLabel('Email', { exact: false }).first().fill(email);
      await page.getByLabel('Mot de passe', { exact: false }).first().fill('motdepasse-web');
      await page.getByRole('button', { name: signupFr.submit }).click();
      await page.waitForURL((url) => url.pathname === '/explorer');
      // A confirmed address: its vote counts in public at once, with the spec's thanks (issue 30 §9).
      await confirmEmailOf(email);
      await openIn(page, locale, '/explorer');

      const { card, name } = await firstCard(page);
      const count = card.getByTestId('vote-count');
      const before = (await count.textContent()) ?? '';
      await card.getByRole('button', { name: fill(votes.voteLabel, name) }).click();
      // The count moves at the click, once, and the button says 'J’aime'.
      const voted = card.getByRole('button', { name: fill(votes.votedLabel, name) });
      await voted.waitFor();
      expect(await voted.getAttribute('aria-pressed')).toBe('true');
      expect(await voted.textContent()).toBe(votes.voted);
      await page.getByText(votes.voteThanks, { exact: true }).waitFor();
      expect(await count.textContent()).not.toBe(before);

      // The save control: its own words and icon, its own state; the vote stays as it was.
      const save = card.getByRole('button', { name: fill(votes.favoriteAdd, name) });
      expect(await save.textContent()).toBe(venues.save);
      expect(await save.getAttribute('title')).toBe(venues.saveHint);
      await save.click();
      const saved = card.getByRole('button', { name: fill(votes.favoriteRemove, name) });
      await saved.waitFor();
      expect(await saved.getAttribute('aria-pressed')).toBe('true');
      expect(await saved.textContent()).toBe(venues.saved);
      expect(await voted.getAttribute('aria-pressed')).toBe('true');
      await page.getByText(votes.favoriteAdded, { exact: true }).waitFor();

      // Taken back: the vote's own toast replaces the thanks (one about the vote at a time).
      await voted.click();
      await card.getByRole('button', { name: fill(votes.voteLabel, name) }).waitFor();
      await saved.waitFor();
      await page.getByText(votes.voteRemoved, { exact: true }).waitFor();
      expect(await page.getByText(votes.voteThanks, { exact: true }).count()).toBe(0);
      // Tidy: the favourite out again, so the next run starts from the same state.
      await saved.click();
      await card.getByRole('button', { name: fill(votes.favoriteAdd, name) }).waitFor();
      await page.evaluate(() => window.localStorage.removeItem('locale'));
      await page.setViewportSize({ width: 1280, height: 900 });
    });
  });
});
