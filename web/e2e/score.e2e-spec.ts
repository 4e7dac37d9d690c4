import { CONNECTION_TOASTS } from '@lieux/contracts';
import type { Page } from 'playwright-core';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { scoreWhyFr } from '../src/scoring/score-why.fr';
import { venueFr } from '../src/screens/venue/venue.fr';
import { venuesFr } from '../src/venues/venues.fr';
import { merchantWithVenue, openConsent } from './merchant-venue.e2e-helpers';
import { seriousAxeViolations } from './page-checks.e2e-helpers';

// The influence score in a real browser against the whole stack (issue 13): a merchant's new venue is
// "pas encore noté" (no 0), they connect a sandbox Instagram account, the worker recomputes the venue
// within seconds, and the venue page shows the score with its breakdown ("Pourquoi ce score ?"), the
// owner's advice, and to a visitor the same breakdown without it. The sandbox account's name chooses
// its figures (services/connections/src/sandbox/sandbox-accounts.ts): `….clean` is never held by the
// trust rules, `….flagged` always is — each state is tried on purpose, never by chance. Each name is
// this file's own: a platform account links to one venue only.

const scoreBadge = (page: Page) => page.locator('header [data-state]').first();

/** Opens "Pourquoi ce score ?" and waits for its panel (its own chunk, then the breakdown's request). */
async function openWhy(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: venueFr.whyTitle });
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await page.locator('#score-why-panel [data-score-state]').waitFor();
}

/** The venue page, reloaded until its score is computed (the worker acts within seconds of the connection). */
async function venuePageOnceScored(page: Page, slug: string): Promise<void> {
  await page.goto(`${baseUrl()}/venue/${slug}`);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await page.getByRole('heading', { level: 1, name: 'Café Hafa' }).waitFor();
    if ((await scoreBadge(page).getAttribute('data-state')) === 'scored') return;
    await page.waitForTimeout(500);
    await page.reload();
  }
  throw new Error('the venue was not scored within 20 s of the connection');
}

describe('the influence score in the browser', () => {
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

  it('a connected sandbox account moves the score on the venue page, and "Pourquoi ce score ?" explains it', async () => {
    const venue = await merchantWithVenue(page, 'score');

    // Not scored yet: said in words, on the badge and in the breakdown; the owner is told what to connect.
    await page.goto(`${baseUrl()}/venue/${venue.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Café Hafa' }).waitFor();
    expect(await scoreBadge(page).getAttribute('data-state')).toBe('not-scored');
    expect(await scoreBadge(page).textContent()).toBe(venuesFr.scoreNone);
    await openWhy(page);
    const panel = page.locator('#score-why-panel');
    await panel.getByText(scoreWhyFr['notScored.title']).waitFor();
    const connectAdvice = panel.getByRole('link', { name: 'Connectez Instagram : jusqu’à +35 points' });
    await connectAdvice.waitFor();

    // The advice leads to the connections screen of this venue; the sandbox's consent page; back with the toast.
    await connectAdvice.click();
    await page.waitForURL((url) => url.pathname === '/merchant/connections' && url.searchParams.get('venueId') === venue.id);
    await openConsent(page, 'Instagram', 'hafa.pourquoi.clean');
    await page.getByRole('button', { name: 'Autoriser' }).click();
    await page.getByText(CONNECTION_TOASTS.success, { exact: true }).waitFor();

    // Within seconds the venue is scored: a number in its band, and the breakdown behind it.
    const connectedAt = Date.now();
    await venuePageOnceScored(page, venue.slug);
    const scoredWithin = Date.now() - connectedAt;
    const label = await scoreBadge(page).getAttribute('aria-label');
    expect(label).toMatch(/^Score d’influence : \d+ sur 100$/);
    const shown = Number(/(\d+) sur 100/.exec(label ?? '')?.[1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(35);
    expect(scoredWithin).toBeLessThan(20_000);

    await openWhy(page);
    await panel.locator('[data-score-state="scored"]').waitFor();
    const instagram = panel.locator('li[data-provider="instagram"][data-counted="true"]');
    await instagram.getByText(/\/ 35 points$/).waitFor();
    await instagram.getByText(/^Note du réseau : \d+\/100 · .*abonnés/).waitFor();
    expect(await instagram.getByText(scoreWhyFr['flag.engagement-anomaly']).count()).toBe(0);
    await panel.locator('li[data-provider="tiktok"][data-counted="false"]').getByText(scoreWhyFr['platform.notCounted']).waitFor();
    await panel.getByTestId('score-age').getByText(/^Calculé (à l’instant|il y a \d+ min)/).waitFor();
    await panel.getByRole('link', { name: scoreWhyFr.formulaLink }).waitFor();
    // The charts: their own chunk (recharts), a bar per platform and the history's line.
    await panel.locator('figure .recharts-surface').nth(1).waitFor();
    expect(await panel.locator('figure').count()).toBe(2);
    // The owner is told what else would raise it; Instagram is no longer to connect.
    const advice = panel.getByTestId('score-advice');
    await advice.getByRole('link', { name: 'Connectez TikTok : jusqu’à +25 points' }).waitFor();
    expect(await advice.getByText('Connectez Instagram', { exact: false }).count()).toBe(0);
    expect(await seriousAxeViolations(page, `/venue/${venue.slug} (Pourquoi ce score ?)`)).toEqual([]);

    // The formula's link opens the guide's score tab on its first section.
    await panel.getByRole('link', { name: scoreWhyFr.formulaLink }).click();
    await page.waitForURL((url) => url.pathname === '/guide' && url.hash === '#formule-score');
    await page.getByRole('heading', { name: 'La formule du score (version 1)' }).waitFor({ state: 'visible' });
    expect(await seriousAxeViolations(page, '/guide#formule-score')).toEqual([]);

    // A visitor (the new venue is pending, so a published one) gets the breakdown and no advice.
    await browser.context.clearCookies();
    const [published] = await page.evaluate(async () => (await (await fetch('/api/feed/home')).json()) as { slug: string; name: string }[]);
    await page.goto(`${baseUrl()}/venue/${published.slug}`);
    await page.getByRole('heading', { level: 1, name: published.name }).waitFor();
    await openWhy(page);
    await panel.locator('li[data-provider="instagram"]').waitFor();
    await panel.getByRole('link', { name: scoreWhyFr.formulaLink }).waitFor();
    expect(await panel.getByTestId('score-advice').count()).toBe(0);
  });

  it('an implausible engagement is capped and flagged: the badge in the breakdown, the advice to the owner, readable (axe)', async () => {
    const venue = await merchantWithVenue(page, 'score-flag');
    await page.goto(`${baseUrl()}/merchant/connections?venueId=${venue.id}`);
    await openConsent(page, 'Instagram', 'hafa.pourquoi.flagged');
    await page.getByRole('button', { name: 'Autoriser' }).click();
    await page.getByText(CONNECTION_TOASTS.success, { exact: true }).waitFor();

    await venuePageOnceScored(page, venue.slug);
    await openWhy(page);
    const panel = page.locator('#score-why-panel');
    const instagram = panel.locator('li[data-provider="instagram"][data-counted="true"]');
    await instagram.getByText(scoreWhyFr['flag.engagement-anomaly'], { exact: true }).waitFor();
    await panel.getByTestId('score-advice').getByText(scoreWhyFr['advice.engagement-anomaly'].replace('{platform}', 'Instagram')).waitFor();
    expect(await seriousAxeViolations(page, `/venue/${venue.slug} (Pourquoi ce score ?, engagement flagged)`)).toEqual([]);
  });
});
