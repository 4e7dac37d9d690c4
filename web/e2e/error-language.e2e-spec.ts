import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { errorMessageIn } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { call } from '@lieux/testing/e2e';
import { authFormAr } from '../src/auth/auth-form.ar';
import { authFormEn } from '../src/auth/auth-form.en';
import { authFormFr } from '../src/auth/auth-form.fr';
import { loginAr } from '../src/screens/login/login.ar';
import { loginEn } from '../src/screens/login/login.en';
import { loginFr } from '../src/screens/login/login.fr';
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
