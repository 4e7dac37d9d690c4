import { ERROR_CATALOGUE, MERCHANT_MESSAGES, VALIDATION_MESSAGES } from '@lieux/contracts';
import type { Page } from 'playwright-core';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { uniqueHex } from '@lieux/testing';
import { contentFr } from '../src/merchant/content.fr';
import { hoursEditorFr } from '../src/merchant/hours-editor.fr';
import { venueFormFr } from '../src/merchant/venue-form.fr';
import { workspaceFr } from '../src/merchant/workspace.fr';
import { merchantFr } from '../src/screens/merchant/merchant.fr';
import { signupFr } from '../src/screens/signup/signup.fr';
import { openIn, seriousAxeViolations } from './page-checks.e2e-helpers';

// The merchant's journey in a real browser against the real stack (issue 10): sign up from the
// business page, create a venue with the browser's position, see it pending on the dashboard, hit
// the free plan's limit, ask for Pro.

const FES = { latitude: 34.0622, longitude: -4.9784 };

/** Signs a new merchant up from /merchant, as a person would; lands on the onboarding. */
async function signUpAsMerchant(page: Page, email: string): Promise<void> {
  await openIn(page, 'fr', '/merchant');
  await page.getByRole('link', { name: merchantFr['hero.cta'] }).first().click();
  await page.waitForURL((url) => url.pathname === '/signup' && url.searchParams.get('role') === 'merchant');
  await page.getByLabel(signupFr.firstName).fill('Karim');
  await page.getByLabel(signupFr.lastName, { exact: false }).nth(1).fill('Bennani'); // the first is 'Prénom'
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Mot de passe', { exact: false }).first().fill('motdepasse-commerce');
  await page.getByRole('button', { name: signupFr.submit }).click();
  await page.waitForURL((url) => url.pathname === '/merchant/onboarding');
}

describe('the merchant workspace in the browser', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchTestBrowser();
    ({ page } = browser);
    page.setDefaultTimeout(15_000);
    await browser.context.grantPermissions(['geolocation']);
    await browser.context.setGeolocation(FES);
  });

  beforeEach(async () => {
    await browser.context.clearCookies();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs up from /merchant, creates a venue at its position, sees it pending, hits the limit, asks for Pro', async () => {
    await signUpAsMerchant(page, `marchand.${uniqueHex()}@example.ma`);

    // Onboarding: the server's facts, nothing done yet.
    await page.getByText('Étapes terminées : 0 sur 4').waitFor();
    await page.locator('[data-step="hasVenue"]').getByRole('link', { name: workspaceFr['onboarding.go'] }).click();
    await page.waitForURL((url) => url.pathname === '/lieu/nouveau');
    await page.getByRole('heading', { level: 1, name: venueFormFr['new.title'] }).waitFor();
    expect(await page.getByLabel(venueFormFr.country).isDisabled()).toBe(true);
    expect(await page.getByLabel(venueFormFr.country).inputValue()).toBe('Maroc');

    // The spec's rules, in its words, before anything is sent.
    await page.getByRole('button', { name: venueFormFr['new.submit'] }).click();
    for (const message of [VALIDATION_MESSAGES.venueNameMin, VALIDATION_MESSAGES.categoryRequired, VALIDATION_MESSAGES.addressMin, VALIDATION_MESSAGES.cityMin]) {
      await page.getByText(message, { exact: true }).waitFor();
    }

    await page.getByLabel(venueFormFr.name, { exact: false }).fill('Café des Oudayas');
    await page.getByLabel(venueFormFr.category, { exact: false }).selectOption('cafe');
    await page.getByLabel(venueFormFr.address, { exact: false }).fill('12 Derb Sidi Ahmed');
    await page.getByLabel(venueFormFr.city, { exact: false }).fill('Fès');
    await page.getByLabel(venueFormFr.website).fill('pas-une-url');
    await page.getByRole('button', { name: venueFormFr['new.submit'] }).click();
    await page.getByText(VALIDATION_MESSAGES.invalidUrl, { exact: true }).waitFor();
    await page.getByLabel(venueFormFr.website).fill('');

    // A rule only the server checks: its field error shows beside the field, under the spec's banner.
    await page.getByLabel(venueFormFr.description, { exact: true }).fill('x'.repeat(2001));
    await page.getByRole('button', { name: venueFormFr['new.submit'] }).click();
    await page.getByRole('alert').getByText(venueFormFr['new.failed']).waitFor();
    await page.getByText(MERCHANT_MESSAGES.descriptionMax, { exact: true }).waitFor();
    await page.getByLabel(venueFormFr.description, { exact: true }).fill('Un café sur les remparts, thé à la menthe et pâtisseries.');
    // Issue 29: the optional Arabic name, right to left, sent with the rest.
    expect(await page.getByLabel(venueFormFr.nameAr).evaluate((input) => getComputedStyle(input).direction)).toBe('rtl');
    await page.getByLabel(venueFormFr.nameAr).fill('مقهى الأوداية');

    // A click on the map places the pin there: latitude and longitude follow.
    await page.getByRole('region', { name: venueFormFr.mapLabel }).click();
    const latitudeField = await page.getByLabel(venueFormFr.latitude).elementHandle();
    await page.waitForFunction((field) => (field as HTMLInputElement).value !== '', latitudeField);
    const placed = Number(await page.getByLabel(venueFormFr.latitude).inputValue());
    expect(placed).toBeGreaterThan(20);
    expect(placed).toBeLessThan(37);
    expect(await seriousAxeViolations(page, '/lieu/nouveau')).toEqual([]);

    // 'Ma position': the browser's position fills latitude and longitude.
    await page.getByRole('button', { name: venueFormFr.myPosition }).click();
    await page.getByText(venueFormFr['geo.success'], { exact: true }).waitFor();
    expect(Number(await page.getByLabel(venueFormFr.latitude).inputValue())).toBeCloseTo(FES.latitude, 4);
    expect(Number(await page.getByLabel(venueFormFr.longitude).inputValue())).toBeCloseTo(FES.longitude, 4);

    const created = page.waitForResponse((response) => response.url().endsWith('/api/venues') && response.request().method() === 'POST');
    await page.getByRole('button', { name: venueFormFr['new.submit'] }).click();
    const venue = (await (await created).json()) as { status: string; latitude: number; slug: string; ownerUserId?: string; nameAr: string | null; nameEn: string | null };
    expect(venue.status).toBe('pending');
    expect([venue.nameAr, venue.nameEn]).toEqual(['مقهى الأوداية', null]);
    expect(venue.latitude).toBeCloseTo(FES.latitude, 4);
    expect(venue.slug).toMatch(/^cafe-des-oudayas(-\d+)?$/);
    await page.getByText(venueFormFr['new.success'], { exact: true }).waitFor();

    // The dashboard: the venue pending, the free plan's one slot used.
    await page.waitForURL((url) => url.pathname === '/merchant/dashboard');
    const card = page.getByRole('article', { name: 'Café des Oudayas' });
    await card.locator('[data-status="pending"]').getByText(workspaceFr['status.pending']).waitFor();
    await page.locator('[data-quota="full"]').getByText(workspaceFr['quota.full'], { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: workspaceFr['action.addVenue'] }).isDisabled()).toBe(true);
    await page.locator('[data-stat="venues"]').getByText('1', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page, '/merchant/dashboard')).toEqual([]);
    // Analytics on Free: the offer of Pro naming its charts; the server sent no series, none is drawn (issue 30).
    await page.getByRole('tab', { name: workspaceFr['tab.analytics'] }).click();
    await page.getByText(workspaceFr['analytics.proOnly']).waitFor();
    await page.locator('[data-analytics="pro-only"]').getByText(workspaceFr['analytics.score']).waitFor();
    expect(await page.locator('.recharts-surface').count()).toBe(0);
    expect(await seriousAxeViolations(page, '/merchant/dashboard (analytics)')).toEqual([]);

    // The onboarding now counts the venue: a fact of the server, not of this browser.
    await page.goto(`${baseUrl()}/merchant/onboarding`);
    await page.getByText('Étapes terminées : 1 sur 4').waitFor();
    await page.locator('[data-step="hasVenue"][data-done="true"]').waitFor();

    // A second venue: refused on the screen, and by the server whatever the screen.
    await page.goto(`${baseUrl()}/lieu/nouveau`);
    await page.getByText(venueFormFr['new.limitTitle'], { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: venueFormFr['new.submit'] }).isDisabled()).toBe(true);
    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/venues', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Deuxième lieu', categoryId: 'cafe', address: '3 rue des Orfèvres', city: 'Fès' }),
      });
      return { status: response.status, body: (await response.json()) as { code: string; message: string } };
    });
    expect(refused).toEqual({ status: 403, body: { code: 'venue_limit_reached', message: ERROR_CATALOGUE.venue_limit_reached.message } });

    // Pro: without Stripe on this stack, a request an admin grants; shown as pending, and still after a reload.
    await page.getByRole('link', { name: venueFormFr['new.upgrade'] }).click();
    await page.waitForURL((url) => url.pathname === '/merchant/upgrade');
    await page.getByRole('button', { name: workspaceFr['upgrade.choosePro'] }).click();
    await page.locator('[data-plan-request="pending"]').getByText(workspaceFr['upgrade.pendingTitle']).waitFor();
    await page.reload();
    await page.locator('[data-plan-request="pending"]').getByText(workspaceFr['upgrade.pendingTitle']).waitFor();
    expect(await seriousAxeViolations(page, '/merchant/upgrade')).toEqual([]);
    await page.goto(`${baseUrl()}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/merchant/dashboard');
    await page.locator('[data-plan-request="pending"]').getByText(workspaceFr['plan.pending']).waitFor();
    await page.locator('[data-plan="free"]').waitFor();
  });

  it('keeps the content a merchant gives on /merchant/content (description, tags, opening hours, contact) and edits the venue', async () => {
    await signUpAsMerchant(page, `marchand.c.${uniqueHex()}@example.ma`);
    await page.evaluate(async () => {
      await fetch('/api/venues', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Pâtisserie Bennis', categoryId: 'patisserie', address: '2 rue Fkih el Gabbas', city: 'Casablanca' }),
      });
    });
    await page.goto(`${baseUrl()}/merchant/content`);
    await page.getByRole('heading', { level: 1, name: contentFr.title }).waitFor();
    await page.getByRole('textbox', { name: contentFr.description }).fill('Cornes de gazelle et fekkas depuis 1930, au cœur du quartier Habous.');
    const tags = page.getByRole('region', { name: contentFr['section.tags'] }).locator('input').first();
    await tags.fill('Pâtisserie marocaine');
    await tags.press('Enter');
    // A week to adjust: Monday from 8 h 30 to 20 h, Tuesday closed.
    await page.getByText(hoursEditorFr['mode.weekly'], { exact: true }).click();
    const monday = page.locator('[data-day="monday"]');
    await monday.getByLabel(/Ouverture/).fill('08:30');
    await monday.getByLabel(/Fermeture/).fill('20:00');
    await page.locator('[data-day="tuesday"]').getByRole('button', { name: new RegExp(hoursEditorFr.removePeriod) }).click();
    await page.getByLabel(contentFr.phone).fill('abc');
    await page.getByRole('button', { name: contentFr.save }).click();
    await page.getByText(venueFormFr['rule.phoneInvalid'], { exact: true }).waitFor();
    await page.getByLabel(contentFr.phone).fill('+212 5 22 30 31 32');
    const saved = page.waitForResponse((response) => /\/api\/venues\/[^/]+$/.test(response.url()) && response.request().method() === 'PATCH');
    await page.getByRole('button', { name: contentFr.save }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText(contentFr.saved, { exact: true }).waitFor();

    // From the server again: what was saved is what the screen shows.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: contentFr.title }).waitFor();
    expect(await page.getByRole('textbox', { name: contentFr.description }).inputValue()).toBe('Cornes de gazelle et fekkas depuis 1930, au cœur du quartier Habous.');
    await page.getByText('Pâtisserie marocaine').waitFor();
    expect(await page.locator('[data-day="monday"]').getByLabel(/Ouverture/).inputValue()).toBe('08:30');
    expect(await page.locator('[data-day="tuesday"]').getByLabel(/Ouverture/).count()).toBe(0);
    expect(await page.getByLabel(contentFr.phone).inputValue()).toBe('+212 5 22 30 31 32');
    expect(await seriousAxeViolations(page, '/merchant/content')).toEqual([]);

    // Its edit screen: the form filled from the server; a new name saved and listed.
    await page.goto(`${baseUrl()}/merchant/venues`);
    await page.getByRole('article', { name: 'Pâtisserie Bennis' }).getByRole('link', { name: workspaceFr['venue.edit'] }).click();
    await page.waitForURL((url) => /^\/merchant\/venue\/[^/]+\/edit$/.test(url.pathname));
    expect(await page.getByLabel(venueFormFr.city, { exact: false }).inputValue()).toBe('Casablanca');
    expect(await page.getByLabel(venueFormFr.phone).inputValue()).toBe('+212 5 22 30 31 32');
    await page.getByLabel(venueFormFr.name, { exact: false }).fill('Pâtisserie Bennis Habous');
    await page.getByRole('button', { name: venueFormFr['edit.submit'] }).click();
    await page.getByText(venueFormFr['edit.success'], { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/merchant/venues');
    await page.getByRole('article', { name: 'Pâtisserie Bennis Habous' }).locator('[data-status="pending"]').waitFor();
  });

  it("refuses another merchant's venue on its edit screen, with the server's message", async () => {
    await signUpAsMerchant(page, `marchand.a.${uniqueHex()}@example.ma`);
    const venueId = await page.evaluate(async () => {
      const response = await fetch('/api/venues', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Riad du voisin', categoryId: 'hotel', address: '5 Derb Zaouia', city: 'Marrakech' }),
      });
      return ((await response.json()) as { id: string }).id;
    });
    await browser.context.clearCookies();
    await signUpAsMerchant(page, `marchand.b.${uniqueHex()}@example.ma`);
    await page.goto(`${baseUrl()}/merchant/venue/${venueId}/edit`);
    await page.getByRole('alert').getByText(ERROR_CATALOGUE.venue_not_owned.message).waitFor();
  });
});
