import type { Page } from 'playwright-core';
import { baseUrl, htmlLocale, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { PLACE_NAMES_AR } from '@lieux/contracts/place-names.ar';
import { layoutAr } from '../src/layout/layout.ar';
import { layoutEn } from '../src/layout/layout.en';

// Issue 29 §2 and §5 in Chromium against the running stack and its demo venues: an address with
// ?lang=ar opens in Arabic, cities and tags read in Arabic, and links keep the language.

describe('places in the reader’s language, and each page’s address per language', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchTestBrowser();
    ({ page } = browser);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('opens /recherche?lang=ar in Arabic, right to left, with the city and the tags of the cards in Arabic', async () => {
    // The stored choice is French: the address's language wins over it.
    await page.goto(`${baseUrl()}/faq`);
    await page.evaluate(() => window.localStorage.setItem('locale', 'fr'));
    await page.goto(`${baseUrl()}/recherche?city=Rabat&lang=ar`);
    expect(await htmlLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    const card = page.locator('main article', { hasText: PLACE_NAMES_AR.cities.Rabat }).first();
    await card.waitFor();
    // A demo venue of Rabat: its tags are from the seeded vocabulary (terrasse, vue-mer, cuisine-marocaine…).
    const tags = await page.locator('main article ul li').allTextContents();
    expect(tags.some((tag) => Object.values(PLACE_NAMES_AR.tags).includes(tag))).toBe(true);
    expect(await page.locator('main article', { hasText: /\bRabat\b/ }).count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('fr');
  });

  it('keeps the language in the address when a link inside the app is followed', async () => {
    await page.locator('main article h2 a, main article h3 a').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/venue/') && url.searchParams.get('lang') === 'ar');
    expect(await htmlLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByText(PLACE_NAMES_AR.cities.Rabat).first().waitFor();
  });

  it('rewrites the address when the reader changes language: ?lang=en, then none for French', async () => {
    await page.getByRole('combobox', { name: layoutAr['language.label'] }).first().selectOption('en');
    await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
    expect(await htmlLocale(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByRole('combobox', { name: layoutEn['language.label'] }).first().selectOption('fr');
    await page.waitForURL((url) => url.pathname.startsWith('/venue/') && !url.searchParams.has('lang'));
    expect(await htmlLocale(page)).toEqual({ lang: 'fr', dir: 'ltr' });
  });
});
