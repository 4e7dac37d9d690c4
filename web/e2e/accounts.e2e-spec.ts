import { AUTH_MESSAGES, ERROR_CATALOGUE, TEST_USER_PASSWORD, TEST_USERS, VALIDATION_MESSAGES } from '@lieux/contracts';
import type { Page } from 'playwright-core';
import { authFormAr } from '../src/auth/auth-form.ar';
import { becomeMerchantFr } from '../src/auth/become-merchant.fr';
import { authFormEn } from '../src/auth/auth-form.en';
import { authFormFr } from '../src/auth/auth-form.fr';
import { accountFr } from '../src/screens/account/account.fr';
import { loginAr } from '../src/screens/login/login.ar';
import { loginEn } from '../src/screens/login/login.en';
import { loginFr } from '../src/screens/login/login.fr';
import { signupAr } from '../src/screens/signup/signup.ar';
import { signupEn } from '../src/screens/signup/signup.en';
import { signupFr } from '../src/screens/signup/signup.fr';
import { testRolesAr } from '../src/screens/test-roles/test-roles.ar';
import { testRolesEn } from '../src/screens/test-roles/test-roles.en';
import { testRolesFr } from '../src/screens/test-roles/test-roles.fr';
import { htmlLocale, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { uniqueHex } from '@lieux/testing';
import { LOCALES, openIn, seriousAxeViolations } from './page-checks.e2e-helpers';

// Accounts in a real browser against the real API: sign-up, the signed-in navigation, logout, login,
// the admin's redirect, the protected routes' login screen, the test-roles page.

const SCREENS = [
  { path: '/login', titles: { fr: loginFr.title, en: loginEn.title, ar: loginAr.title } },
  { path: '/signup', titles: { fr: signupFr.title, en: signupEn.title, ar: signupAr.title } },
  { path: '/test-roles', titles: { fr: testRolesFr.title, en: testRolesEn.title, ar: testRolesAr.title } },
] as const;

const testUser = (role: 'admin' | 'merchant' | 'consumer') => TEST_USERS.find((user) => user.role === role)!;

async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Mot de passe', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: loginFr.submit, exact: true }).click();
}

/** Signs a consumer up from the page itself (the browser keeps the session cookie), password 'motdepasse-web': the answer's status. */
async function signUpInPage(page: Page, person: { email: string; firstName: string; lastName: string }): Promise<number> {
  return page.evaluate(async (body) => {
    const response = await fetch('/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, password: 'motdepasse-web' }) });
    return response.status;
  }, person);
}

describe('accounts in the browser', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchTestBrowser();
    ({ page } = browser);
  });

  beforeEach(async () => {
    await browser.context.clearCookies();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, shows the name in the signed-in navigation, logs out, logs in again', async () => {
    const email = `web.journey.${uniqueHex()}@example.ma`;
    await openIn(page, 'fr', '/signup');
    await page.getByRole('heading', { level: 1, name: signupFr.title }).waitFor();

    // The server's rules, in its French words, before anything is sent.
    await page.getByRole('button', { name: signupFr.submit }).click();
    for (const message of [VALIDATION_MESSAGES.firstNameMin, VALIDATION_MESSAGES.lastNameMin, VALIDATION_MESSAGES.invalidEmail, VALIDATION_MESSAGES.passwordMin]) {
      await page.getByText(message, { exact: true }).waitFor();
    }

    await page.getByLabel('Prénom').fill('Yasmine');
    await page.getByLabel('Nom', { exact: false }).nth(1).fill('Tazi');
    await page.getByLabel('Email', { exact: false }).first().fill(email);
    await page.getByLabel('Mot de passe', { exact: false }).first().fill('motdepasse-web');
    await page.getByRole('button', { name: signupFr.submit }).click();
    await page.getByText('Compte créé avec succès !', { exact: true }).waitFor();
    // `/` sends a signed-in person to /explorer.
    await page.waitForURL((url) => url.pathname === '/explorer');

    const header = page.locator('header');
    // The header's links for everyone are a consumer's 'Découvrir' and 'Rechercher' (issue 28).
    await header.getByRole('link', { name: 'Explorer', exact: true }).waitFor();
    await header.getByRole('link', { name: 'Rechercher', exact: true }).waitFor();
    await header.getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('menu').getByText('Yasmine Tazi').waitFor();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await header.getByRole('link', { name: 'Connexion' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/landing');

    await header.getByRole('link', { name: 'Connexion' }).click();
    await page.getByRole('heading', { level: 1, name: loginFr.title }).waitFor();
    await fillLogin(page, email, 'pas-le-bon-mot-de-passe');
    // The server's French message, as it is.
    await page.getByRole('alert').getByText(ERROR_CATALOGUE.invalid_credentials.message).waitFor();
    await fillLogin(page, email, 'motdepasse-web');
    await page.getByText('Connexion réussie !', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/explorer');
    await header.getByRole('button', { name: 'Menu du compte' }).waitFor();
  });

  it('signs in with an external account: the button leads to the OpenID provider and back, signed in, to the page asked', async () => {
    // The e2e stack's provider (libs/testing/src/e2e/test-oidc-provider.mjs) learns a person, whose page shows a link to sign in as them.
    const email = `web.oidc.${uniqueHex()}@example.ma`;
    await fetch(`${process.env.E2E_OIDC_ISSUER}/test/accounts`, { method: 'POST', body: JSON.stringify({ sub: `sub-${email}`, email, email_verified: true, given_name: 'Rania', family_name: 'Ouazzani' }) });
    await openIn(page, 'fr', '/compte');
    await page.getByRole('heading', { level: 1, name: loginFr.title }).waitFor();
    await page.getByRole('link', { name: authFormFr.external }).click();
    await page.getByRole('link', { name: `Se connecter comme ${email}` }).click();
    await page.waitForURL((url) => url.pathname === '/compte');
    await page.getByRole('heading', { level: 1, name: accountFr.title }).waitFor();
    await page.locator('header').getByRole('button', { name: 'Menu du compte' }).waitFor();
  });

  it('explains, in the reader’s language, why an external sign-in came back to the login screen', async () => {
    await openIn(page, 'fr', '/login?erreur=email-non-verifie');
    await page.getByText(authFormFr['externalError.emailUnverified']).waitFor();
    await openIn(page, 'ar', '/login?erreur=connexion-externe-refusee');
    await page.getByText(authFormAr['externalError.denied']).waitFor();
    await openIn(page, 'en', '/login?erreur=connexion-externe');
    await page.getByText(authFormEn['externalError.unavailable']).waitFor();
  });

  it('sends an admin to /admin after logging in', async () => {
    await openIn(page, 'fr', '/login');
    await fillLogin(page, testUser('admin').email, TEST_USER_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.locator('header').getByRole('link', { name: 'Administration' }).waitFor();
  });

  it('shows the login screen on /merchant/dashboard to a visitor, and the dashboard once signed in', async () => {
    await openIn(page, 'fr', '/merchant/dashboard');
    await page.getByRole('heading', { level: 1, name: loginFr.title }).waitFor();
    await fillLogin(page, testUser('merchant').email, TEST_USER_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/merchant/dashboard');
    // The header's own navigation (the mobile menu repeats its items and may be in the page too).
    const header = page.locator('header');
    await header.getByText('Commerçant', { exact: true }).first().waitFor();
    await header.getByRole('link', { name: 'Créer un lieu' }).first().waitFor();
  });

  it('the test-roles page signs in as a test user and out again', async () => {
    await openIn(page, 'fr', '/test-roles');
    await page.getByText(testRolesFr['session.none']).waitFor();
    const consumer = testUser('consumer');
    await page.getByRole('button', { name: `Se connecter comme ${consumer.name}` }).click();
    await page.getByText(`Connecté en tant que ${consumer.name}`).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: testRolesFr.logout }).click();
    await page.getByText(testRolesFr['session.none']).waitFor({ timeout: 10_000 });
  });

  it('the account page renames, exports the data, refuses a wrong current password and deletes the account', async () => {
    await openIn(page, 'fr', '/compte');
    await page.getByRole('heading', { level: 1, name: loginFr.title }).waitFor();
    expect(await signUpInPage(page, { email: `web.account.${uniqueHex()}@example.ma`, firstName: 'Nadia', lastName: 'Alami' })).toBe(201);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: accountFr.title }).waitFor();

    await page.getByLabel(accountFr['profile.firstName']).fill('Nadia-Rose');
    await page.getByRole('button', { name: accountFr['profile.save'] }).click();
    await page.getByText(accountFr['profile.saved'], { exact: true }).waitFor();
    await page.locator('header').getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('menu').getByText('Nadia-Rose Alami').waitFor();
    await page.keyboard.press('Escape');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: accountFr['export.action'] }).click();
    expect((await download).suggestedFilename()).toBe('lieux-mes-donnees.json');

    await page.getByLabel(accountFr['password.current'], { exact: false }).fill('pas-le-bon');
    await page.getByLabel(accountFr['password.new'], { exact: false }).fill('nouveau-motdepasse');
    await page.getByRole('button', { name: accountFr['password.save'] }).click();
    await page.getByRole('alert').getByText(ERROR_CATALOGUE.current_password_wrong.message).waitFor();

    await page.getByLabel(accountFr['delete.password'], { exact: false }).fill('motdepasse-web');
    await page.getByRole('button', { name: accountFr['delete.action'] }).click();
    await page.getByText(AUTH_MESSAGES.accountDeleted, { exact: true }).waitFor();
    await page.locator('header').getByRole('link', { name: 'Connexion' }).waitFor();
  });

  it("a consumer becomes a merchant from the business page: 'Devenir commerçant', then the merchant dashboard", async () => {
    await openIn(page, 'fr', '/merchant');
    expect(await signUpInPage(page, { email: `web.merchant.${uniqueHex()}@example.ma`, firstName: 'Driss', lastName: 'Fassi' })).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: becomeMerchantFr.action }).click();
    await page.getByText(becomeMerchantFr.done, { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/merchant/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByText('Commerçant', { exact: true }).waitFor();
    // A merchant is not offered it again.
    await openIn(page, 'fr', '/compte');
    await page.getByRole('heading', { level: 1, name: accountFr.title }).waitFor();
    expect(await page.getByRole('button', { name: becomeMerchantFr.action }).count()).toBe(0);
  });

  for (const locale of LOCALES) {
    it(`shows each account screen's title in ${locale}, right-to-left only in Arabic`, async () => {
      for (const { path, titles } of SCREENS) {
        await openIn(page, locale, path);
        await page.getByRole('heading', { level: 1, name: titles[locale] }).waitFor();
        expect(await htmlLocale(page)).toEqual({ lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' });
      }
    });
  }

  for (const locale of ['fr', 'ar'] as const) {
    it(`axe finds no serious or critical violation on /login and /signup in ${locale}`, async () => {
      const found: string[] = [];
      for (const { path, titles } of SCREENS.slice(0, 2)) {
        await openIn(page, locale, path);
        await page.getByRole('heading', { level: 1, name: titles[locale] }).waitFor();
        found.push(...(await seriousAxeViolations(page, path)));
      }
      expect(found).toEqual([]);
    });
  }
});
