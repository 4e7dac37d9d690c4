import { TEST_USER_PASSWORD, TEST_USERS } from '@lieux/contracts';
import type { Page } from 'playwright-core';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { uniqueHex } from '@lieux/testing';
import { adminAr } from '../src/admin/admin.ar';
import { adminEn } from '../src/admin/admin.en';
import { adminFr } from '../src/admin/admin.fr';
import { workspaceFr } from '../src/merchant/workspace.fr';
import { loginFr } from '../src/screens/login/login.fr';
import { openIn, seriousAxeViolations } from './page-checks.e2e-helpers';

// The admin console's gate and tabs in a real browser against the whole stack (issue 14): a visitor
// gets the login screen, a signed-in consumer the 403 page in their language with no admin call made,
// an admin the console with its tabs at their own addresses.

const admin = TEST_USERS.find((user) => user.role === 'admin')!;

/** Signs in from the page (the browser keeps the session cookie). */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/faq`);
  const status = await page.evaluate(
    async (body) => (await fetch('/api/auth/login-local', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { email, password },
  );
  expect(status).toBe(200);
}

/** A new consumer, signed in in this browser; answers their e-mail. */
async function signUpConsumer(page: Page): Promise<string> {
  const email = `admin.consumer.${uniqueHex()}@example.ma`;
  await page.goto(`${baseUrl()}/faq`);
  const status = await page.evaluate(async (address) => {
    const body = { email: address, password: 'motdepasse-admin', firstName: 'Youssef', lastName: 'Berrada' };
    return (await fetch('/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status;
  }, email);
  expect(status).toBe(201);
  return email;
}

describe('the admin console in the browser', () => {
  let browser: TestBrowser;
  let page: Page;
  let adminCalls: string[];

  beforeAll(async () => {
    browser = await launchTestBrowser();
    ({ page } = browser);
    page.setDefaultTimeout(15_000);
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/admin')) adminCalls.push(pathname);
    });
  });

  beforeEach(async () => {
    adminCalls = [];
    await browser.context.clearCookies();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the login screen at /admin to a visitor', async () => {
    await openIn(page, 'fr', '/admin');
    await page.getByRole('heading', { level: 1, name: loginFr.title }).waitFor();
    expect(adminCalls).toEqual([]);
  });

  it('shows a consumer the 403 page in French, English and Arabic, and asks nothing of the admin API', async () => {
    await signUpConsumer(page);
    for (const [locale, texts] of [['fr', adminFr], ['en', adminEn], ['ar', adminAr]] as const) {
      await openIn(page, locale, '/admin/journal');
      // The signal: the 403 page is drawn, so the auth status is known and the console would have asked by now.
      await page.getByRole('heading', { level: 1, name: texts['forbidden.title'] }).waitFor();
      await page.getByText(texts['forbidden.body']).waitFor();
      expect(await page.locator('[data-admin-forbidden]').count()).toBe(1);
    }
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(adminCalls).toEqual([]);
    expect(await seriousAxeViolations(page, '/admin (403)')).toEqual([]);
  });

  it('opens the console for an admin, each tab at its own address', async () => {
    await signIn(page, admin.email, TEST_USER_PASSWORD);
    const answered = (path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);
    const [run, stats] = [answered('/api/admin/scores/run'), answered('/api/admin/stats')];
    await openIn(page, 'fr', '/admin/scores');
    await page.getByRole('heading', { level: 1, name: adminFr.screenTitle }).waitFor();
    expect(await page.getByRole('tab', { name: adminFr['tab.scores'] }).getAttribute('aria-selected')).toBe('true');
    // The daily run's progress comes from the scoring service; only the open tab's reads are made.
    expect((await run).status()).toBe(200);
    await stats;
    await page.locator('[data-score-run]').getByRole('heading', { name: adminFr['scores.run'] }).waitFor();
    expect(adminCalls).not.toContain('/api/admin/venues');

    // A tab click puts its address in the bar; ?onglet= opens a tab too.
    await page.getByRole('tab', { name: adminFr['tab.verifications'] }).click();
    await page.waitForURL((url) => url.pathname === '/admin/verifications');
    await page.goto(`${baseUrl()}/admin?onglet=scores`);
    await page.getByRole('tab', { name: adminFr['tab.scores'], selected: true }).waitFor();
  });

  it('a user reports a venue, and the admin resolves it from the Signalements tab with a note', async () => {
    // A consumer reports a published venue (the API the venue page's button calls), with words of their own.
    await signUpConsumer(page);
    const text = `Fermé depuis des semaines (${uniqueHex()}).`;
    const venue = await page.evaluate(async (details) => {
      const [published] = (await (await fetch('/api/feed/home')).json()) as { id: string; name: string }[];
      const response = await fetch(`/api/places/${published.id}/report`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'closed', text: details }) });
      if (response.status !== 201) throw new Error(`report: ${response.status} ${await response.text()}`);
      return published;
    }, text);

    // The admin finds it among the open reports, resolves it with a note; the list and the count refresh.
    await browser.context.clearCookies();
    await signIn(page, admin.email, TEST_USER_PASSWORD);
    // The stat card comes from the read model, which follows report.opened within a moment: the test
    // starts once it has (its count equals the open reports' list), so the count it reads is the true one.
    await openIn(page, 'fr', '/');
    await page.waitForFunction(async () => {
      const stats = (await (await fetch('/api/admin/stats')).json()) as { reportsCount: number };
      const open = (await (await fetch('/api/admin/reports?status=open&pageSize=1')).json()) as { total: number };
      return stats.reportsCount === open.total;
    }, undefined, { polling: 250 });
    await openIn(page, 'fr', '/admin/signalements');
    const card = page.locator('[data-admin-report]').filter({ hasText: text });
    await card.waitFor();
    await card.getByText(venue.name).waitFor();
    await card.getByText(adminFr['report.reason.closed']).waitFor();
    const openBefore = Number(await page.locator('[data-stat="reportsCount"]').textContent().then((value) => /\d+/.exec(value ?? '')?.[0] ?? 'NaN'));
    await card.getByRole('button', { name: adminFr['reports.resolve'] }).click();
    const dialog = page.getByRole('dialog', { name: adminFr['reports.resolveTitle'] });
    const confirm = dialog.getByRole('button', { name: adminFr['reports.resolve'] });
    await dialog.getByLabel(adminFr['common.note']).fill('abc');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(adminFr['common.note']).fill('Fermeture confirmée par téléphone.');
    await confirm.click();
    await page.getByText(adminFr['reports.resolved'], { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });

    // It is now among the resolved ones, with the note.
    await page.getByText(adminFr['reports.status.resolved'], { exact: true }).click();
    const resolved = page.locator('[data-admin-report]').filter({ hasText: text });
    await resolved.getByText('Note : Fermeture confirmée par téléphone.', { exact: false }).waitFor();
    if (Number.isFinite(openBefore)) {
      await page.waitForFunction((before) => {
        const shown = document.querySelector('[data-stat="reportsCount"]')?.textContent ?? '';
        return Number(/\d+/.exec(shown)?.[0]) < before;
      }, openBefore);
    }
  });

  it('an admin rejects a pending venue with a reason, and the merchant reads it on their dashboard', async () => {
    // A merchant creates a venue: it waits for moderation.
    const hex = uniqueHex();
    const merchant = { email: `admin.merchant.${hex}@example.ma`, password: 'motdepasse-admin' };
    const name = `Riad Moderation ${hex}`;
    await page.goto(`${baseUrl()}/faq`);
    await page.evaluate(
      async ({ email, password, venueName }) => {
        const post = async (path: string, body: unknown) => {
          const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        };
        await post('/api/auth/signup', { email, password, firstName: 'Salma', lastName: 'Idrissi', role: 'merchant' });
        await post('/api/venues', { name: venueName, categoryId: 'hotel', address: 'Derb Sidi Bouloukat', city: 'Marrakech' });
      },
      { ...merchant, venueName: name },
    );

    // The admin finds it by its name among the pending venues and rejects it; a reason is required.
    await browser.context.clearCookies();
    await signIn(page, admin.email, TEST_USER_PASSWORD);
    await openIn(page, 'fr', '/admin');
    // The status filter's segments are labels over visually hidden radios.
    const statusFilter = (status: 'pending' | 'rejected') => page.locator(`label[for$="-${status}"]`);
    await statusFilter('pending').click();
    expect(await statusFilter('pending').textContent()).toBe(adminFr['venues.status.pending']);
    await page.getByRole('searchbox', { name: adminFr['list.search'], exact: true }).fill(hex);
    const card = page.locator('[data-admin-venue]').filter({ hasText: name });
    await card.waitFor();
    await card.getByText(adminFr['venue.status.pending']).waitFor();
    await card.getByRole('button', { name: adminFr['venues.reject'] }).click();
    const dialog = page.getByRole('dialog', { name: adminFr['venues.rejectTitle'].replace('{name}', name) });
    const confirm = dialog.getByRole('button', { name: adminFr['venues.reject'] });
    expect(await confirm.isDisabled()).toBe(true);
    const reason = 'Les photos montrent un autre établissement.';
    await dialog.getByLabel(adminFr['common.reason']).fill(reason);
    await confirm.click();
    await page.getByText(adminFr['venues.rejected'], { exact: true }).waitFor();
    // The pending list refreshes without it; under "Refusés" it shows with its reason.
    await card.waitFor({ state: 'detached' });
    await statusFilter('rejected').click();
    await page.locator('[data-admin-venue]').filter({ hasText: name }).getByText(`Refusé : ${reason}`).waitFor();

    // The merchant signs in and reads the reason on their dashboard.
    await browser.context.clearCookies();
    await signIn(page, merchant.email, merchant.password);
    await openIn(page, 'fr', '/merchant/dashboard');
    await page.getByTestId('rejection-reason').getByText(reason).waitFor();
    await page.getByText(workspaceFr['status.rejectedReason']).first().waitFor();
  });
});
