import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { errorMessageIn, type VenueDto } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { call } from '@lieux/testing/e2e';
import { authFormAr } from '../src/auth/auth-form.ar';
import { authFormEn } from '../src/auth/auth-form.en';
import { authFormFr } from '../src/auth/auth-form.fr';
import { loginAr } from '../src/screens/login/login.ar';
import { loginEn } from '../src/screens/login/login.en';
import { loginFr } from '../src/screens/login/login.fr';
import { searchAr } from '../src/screens/search/search.ar';
import { searchEn } from '../src/screens/search/search.en';
import { venueAr } from '../src/screens/venue/venue.ar';
import { venueEn } from '../src/screens/venue/venue.en';
import { openIn, type TestLocale } from './page-checks.e2e-helpers';

// Issue 29 §4 in a real browser against the whole stack: a wrong password at sign-in is refused by
// the auth service, and the screen shows the server's message in the interface's language. The
// browser itself asks for French (`fr-FR`): only the interface's locale, which the web app sends as
// `Accept-Language` with each call, makes the server answer in Arabic or English. SHOTS_DIR set: screenshots.

const shotsDir = process.env.SHOTS_DIR;

const LOGIN = {
  fr: { form: authFormFr, screen: loginFr, refused: errorMessageIn('invalid_credentials', 'fr') },
  en: { form: authFormEn, screen: loginEn, refused: errorMessageIn('invalid_credentials', 'en') },
  ar: { form: authFormAr, screen: loginAr, refused: errorMessageIn('invalid_credentials', 'ar') },
} as const;

/** A fresh account, so this file's wrong passwords never add up to another account's sign-in limit. */
async function freshAccount(): Promise<string> {
  const email = `langue.${uniqueHex()}@example.ma`;
  const answer = await call('POST', '/api/auth/signup', { body: { email, password: 'motdepasse-solide', firstName: 'Salma', lastName: 'Bennani' } });
  expect(answer.status).toBe(201);
  return email;
}

async function signInWithAWrongPassword(page: Page, locale: TestLocale): Promise<void> {
  const { form, screen } = LOGIN[locale];
  await openIn(page, locale, '/login');
  await page.getByRole('heading', { level: 1, name: screen.title }).waitFor();
  await page.getByLabel(form.email, { exact: false }).first().fill(await freshAccount());
  await page.getByLabel(form.password, { exact: false }).first().fill('pas-le-bon-mot-de-passe');
  await page.getByRole('button', { name: screen.submit, exact: true }).click();
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

describe('a server error in the reader’s language', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchTestBrowser();
    ({ page } = browser);
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('in Arabic on a phone: the refused sign-in says why in Arabic, right to left', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInWithAWrongPassword(page, 'ar');
    const alert = page.getByRole('alert').filter({ hasText: LOGIN.ar.refused });
    await alert.waitFor();
    expect(await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await alert.textContent()).not.toContain(LOGIN.fr.refused);
    await shoot(page, 'login-refused-ar-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'login-refused-ar-1280');
  });

  it('in English: the same refusal with the English message', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithAWrongPassword(page, 'en');
    await page.getByRole('alert').filter({ hasText: LOGIN.en.refused }).waitFor();
    await shoot(page, 'login-refused-en-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shoot(page, 'login-refused-en-375');
  });

  it('in French, the spec’s words as they are', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInWithAWrongPassword(page, 'fr');
    await page.getByRole('alert').filter({ hasText: LOGIN.fr.refused }).waitFor();
    await shoot(page, 'login-refused-fr-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot(page, 'login-refused-fr-1280');
  });
});

/** What the search answers for these words (the screen must show the same venues). */
async function searchAnswer(words: string): Promise<VenueDto[]> {
  const answer = await call<VenueDto[]>('GET', `/api/venues?q=${encodeURIComponent(words)}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Types the words in the search screen's field, as a reader does, and waits for the first result card. */
async function searchFor(page: Page, locale: 'ar' | 'en', words: string): Promise<void> {
  const texts = locale === 'ar' ? searchAr : searchEn;
  await openIn(page, locale, '/recherche');
  await page.getByLabel(texts.queryLabel, { exact: false }).first().fill(words);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === words);
  await page.locator('main article').first().waitFor();
}

// Issue 29's journeys: in Arabic on a phone, search in Arabic, the results, a venue shown in Arabic, a
// server error in Arabic; in English the same with English words and messages.
describe('a reader’s whole journey in Arabic, then in English', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchTestBrowser({ width: 375, height: 812 });
    ({ page } = browser);
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('in Arabic on a phone: « مقهى الرباط » finds the cafés of Rabat, a venue reads in Arabic, a server error too', async () => {
    const expected = await searchAnswer('مقهى الرباط');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((venue) => venue.categoryId === 'cafe' && venue.city === 'Rabat')).toBe(true);
    const first = expected[0]!;
    expect(first.nameAr).toMatch(/[\u0600-\u06ff]/);

    await searchFor(page, 'ar', 'مقهى الرباط');
    expect(await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.locator('main article h2, main article h3').allTextContents()).toEqual(expected.map((venue) => venue.nameAr ?? venue.name));

    await page.getByRole('link', { name: first.nameAr!, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === `/venue/${first.slug}`);
    await page.getByRole('heading', { level: 1, name: first.nameAr!, exact: true }).waitFor();
    await page.getByText(first.descriptionAr!, { exact: true }).first().waitFor();
    await page.getByText(venueAr.whyTitle).first().waitFor();
    await shoot(page, 'journey-venue-ar-375');

    await signInWithAWrongPassword(page, 'ar');
    await page.getByRole('alert').filter({ hasText: LOGIN.ar.refused }).waitFor();
  });

  it('in English: « coffee rabat » finds the same cafés, the venue page and the server error read in English', async () => {
    const expected = await searchAnswer('coffee rabat');
    expect(expected.map((venue) => venue.id)).toEqual((await searchAnswer('مقهى الرباط')).map((venue) => venue.id));
    const first = expected[0]!;

    await searchFor(page, 'en', 'coffee rabat');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // No English name was given for the demo venues: their French one shows.
    expect(await page.locator('main article h2, main article h3').allTextContents()).toEqual(expected.map((venue) => venue.nameEn ?? venue.name));
    await page.getByRole('link', { name: first.nameEn ?? first.name, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === `/venue/${first.slug}`);
    await page.getByRole('heading', { level: 1, name: first.nameEn ?? first.name, exact: true }).waitFor();
    await page.getByText(venueEn.whyTitle).first().waitFor();
    await shoot(page, 'journey-venue-en-375');

    await signInWithAWrongPassword(page, 'en');
    await page.getByRole('alert').filter({ hasText: LOGIN.en.refused }).waitFor();
  });
});
