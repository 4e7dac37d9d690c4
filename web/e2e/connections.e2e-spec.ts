import { CONNECTION_RESULT_PARAM, CONNECTION_TOASTS, PROVIDER_MAX_SCORE_EFFECT } from '@lieux/contracts';
import type { Page } from 'playwright-core';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { connectionsFr } from '../src/connections/connections.fr';
import { merchantWithVenue, openConsent } from './merchant-venue.e2e-helpers';
import { seriousAxeViolations } from './page-checks.e2e-helpers';

// Social connections in a real browser against the real stack and the platforms' sandbox (issue 12):
// a merchant connects Instagram through the sandbox's consent page, sees it connected with the toast,
// switches it off, disconnects it; a refused consent comes back as the error toast, nothing linked.

const onTheScreen = (url: URL) => url.pathname === '/merchant/connections';

describe('social connections in the browser', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchTestBrowser();
    ({ page } = browser);
    page.setDefaultTimeout(15_000);
  });

  beforeEach(async () => {
    await browser.context.clearCookies();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('connects Instagram through the consent page, shows it with the toast, switches it off and disconnects it', async () => {
    const venue = await merchantWithVenue(page);
    await page.goto(`${baseUrl()}/merchant/connections`);
    await page.getByRole('heading', { level: 1, name: connectionsFr.title }).waitFor();
    await page.getByText(connectionsFr.readOnly).waitFor();
    await page.locator('[data-provider="instagram"][data-state="not_connected"]').waitFor();
    for (const [provider, points] of Object.entries(PROVIDER_MAX_SCORE_EFFECT)) {
      await page.locator(`[data-provider="${provider}"] [data-score-effect="${points}"]`).waitFor();
    }
    expect(await seriousAxeViolations(page, '/merchant/connections')).toEqual([]);

    // The platform's own consent page (the sandbox's), then back through the callback.
    // A name whose figures the trust rules never hold (sandbox-accounts.ts): what axe sees does not depend on a
    // draw. Its own name: an account links to one venue only, and other files connect Instagram too.
    const account = 'hafa.ecran.clean';
    await openConsent(page, 'Instagram', account);
    await page.getByRole('button', { name: 'Autoriser' }).click();
    await page.waitForURL(onTheScreen);
    await page.getByText(CONNECTION_TOASTS.success, { exact: true }).waitFor();
    await page.waitForURL((url) => onTheScreen(url) && !url.searchParams.has(CONNECTION_RESULT_PARAM));
    expect(new URL(page.url()).searchParams.get('venueId')).toBe(venue.id);
    const justConnected = page.locator('[data-provider="instagram"][data-state="active"]');
    await justConnected.waitFor();
    await justConnected.locator('[data-sandbox="true"]').getByText(connectionsFr.sandbox).waitFor();
    await justConnected.getByText(account).waitFor();
    expect(await seriousAxeViolations(page, '/merchant/connections (connected)')).toEqual([]);

    // The venue page's 'Réseaux sociaux' opens the profile the platform gave (the venues' read model follows connection.created).
    const [linked] = await page.evaluate(async () => (await (await fetch('/api/connections')).json()) as { profileUrl: string | null }[]);
    expect(linked.profileUrl).toMatch(/^https:\/\//);
    await page.goto(`${baseUrl()}/venue/${venue.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Café Hafa' }).waitFor();
    const profileLink = page.locator(`li[data-provider="instagram"] a[href="${linked.profileUrl}"]`);
    for (let attempt = 0; attempt < 20 && (await profileLink.count()) === 0; attempt += 1) {
      await page.waitForTimeout(500);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Café Hafa' }).waitFor();
    }
    expect(await profileLink.getAttribute('target')).toBe('_blank');
    await page.goto(`${baseUrl()}/merchant/connections`);
    const connected = page.locator('[data-provider="instagram"][data-state="active"]');
    await connected.waitFor();

    // The switch: off on the server, still off after a reload; the dashboard's panel says so too.
    const patched = page.waitForResponse((response) => /\/api\/connections\/[^/]+$/.test(response.url()) && response.request().method() === 'PATCH');
    await connected.getByRole('switch', { name: connectionsFr.activeSwitch }).click();
    expect((await patched).status()).toBe(200);
    await page.locator('[data-provider="instagram"][data-state="paused"]').waitFor();
    await page.reload();
    const paused = page.locator('[data-provider="instagram"][data-state="paused"]');
    await paused.waitFor();
    expect(await paused.getByRole('switch', { name: connectionsFr.activeSwitch }).isChecked()).toBe(false);
    await page.goto(`${baseUrl()}/merchant/dashboard`);
    await page.locator('li[data-provider="instagram"][data-state="paused"]').getByText(connectionsFr['state.paused']).waitFor();

    // Disconnect, confirmed first: 'Compte déconnecté', and gone for the server.
    await page.goto(`${baseUrl()}/merchant/connections`);
    await page.locator('[data-provider="instagram"][data-state="paused"]').getByRole('button', { name: connectionsFr.disconnect }).click();
    const dialog = page.getByRole('dialog', { name: 'Déconnecter Instagram ?' });
    await dialog.getByRole('button', { name: connectionsFr.disconnectConfirm }).click();
    await page.getByText(CONNECTION_TOASTS.disconnected, { exact: true }).waitFor();
    await page.locator('[data-provider="instagram"][data-state="not_connected"]').waitFor();
    await page.reload();
    await page.locator('[data-provider="instagram"][data-state="not_connected"]').waitFor();
    const left = await page.evaluate(async () => (await (await fetch('/api/connections')).json()) as unknown[]);
    expect(left).toEqual([]);
  });

  it('comes back from a refused consent with the error toast, and nothing is linked', async () => {
    await merchantWithVenue(page);
    await page.goto(`${baseUrl()}/merchant/connections`);
    await openConsent(page, 'Instagram', 'refus.ecran.clean');
    await page.getByRole('button', { name: 'Refuser' }).click();
    await page.waitForURL(onTheScreen);
    await page.getByText(CONNECTION_TOASTS.errorTitle, { exact: true }).waitFor();
    await page.getByText(connectionsFr['toast.denied'], { exact: true }).waitFor();
    await page.waitForURL((url) => onTheScreen(url) && !url.searchParams.has(CONNECTION_RESULT_PARAM));
    await page.locator('[data-provider="instagram"][data-state="not_connected"]').waitFor();
    expect(await page.evaluate(async () => (await (await fetch('/api/connections')).json()) as unknown[])).toEqual([]);
  });
});
