import type { Page } from 'playwright-core';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { carriesLinkTo, TestSmtpServer } from '@lieux/testing';

// The forgotten-password journey in Chromium, through the real API, the auth service and a real SMTP
// server (the e2e stack points SMTP_URL at E2E_SMTP_PORT): the reset mail's link sets a new password,
// and the person signs in with it (through the API: the login screen is another issue's).

async function post(path: string, body: unknown): Promise<number> {
  const response = await fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.status;
}

describe('password reset in the browser', () => {
  let browser: TestBrowser;
  let page: Page;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start(Number(process.env.E2E_SMTP_PORT));
    browser = await launchTestBrowser();
    ({ page } = browser);
  });

  afterAll(async () => {
    await browser?.close();
    await smtp?.stop();
  });

  it('asks for a link, follows the mailed link, sets a new password, and signs in with it', async () => {
    const email = `reset.${Date.now().toString(36)}@example.ma`;
    expect(await post('/api/auth/signup', { email, password: 'ancien-mot-de-passe', firstName: 'Salma', lastName: 'Bennani' })).toBe(201);

    await page.goto(`${baseUrl()}/forgot-password`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByRole('status').getByText('Si un compte existe avec cet email').waitFor();

    const mail = await smtp.waitFor(email, 15_000, carriesLinkTo('/reset-password'));
    const link = new URL(/http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '');
    await page.goto(`${baseUrl()}${link.pathname}${link.search}`);
    await page.getByLabel('Nouveau mot de passe').fill('un-nouveau-mot-de-passe');
    await page.getByLabel('Confirmez le mot de passe').fill('un-nouveau-mot-de-passe');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByRole('status').getByText('Mot de passe réinitialisé. Vous pouvez vous connecter.').waitFor();

    expect(await post('/api/auth/login-local', { email, password: 'un-nouveau-mot-de-passe' })).toBe(200);
    expect(await post('/api/auth/login-local', { email, password: 'ancien-mot-de-passe' })).toBe(401);
  });

  it('says so when the link has already served, in the page’s language', async () => {
    await page.goto(`${baseUrl()}/reset-password?token=${'x'.repeat(43)}`);
    await page.getByLabel('Nouveau mot de passe').fill('un-nouveau-mot-de-passe');
    await page.getByLabel('Confirmez le mot de passe').fill('un-nouveau-mot-de-passe');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page.getByRole('alert').getByText('Ce lien de réinitialisation n’est pas valide ou a déjà servi.').waitFor();
  });
});
