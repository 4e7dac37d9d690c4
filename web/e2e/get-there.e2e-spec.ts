import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { MerchantVenueDto } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { approveVenueAsAdmin, call } from '@lieux/testing/e2e';
import { getThereAr } from '../src/venues/get-there.ar';
import { getThereFr } from '../src/venues/get-there.fr';
import { openIn, seriousAxeViolations } from './page-checks.e2e-helpers';

// "Get there" (issue 27 §2) on a 375 px phone, against the whole stack: venues created by merchants
// through the API, published by the admin, read back by the venue page and the search cards. Nothing is
// intercepted; only the browser's share sheet is taken away or stood in for, as phones differ there.

const PHONE = { width: 375, height: 812 };
const fill = (text: string, name: string) => text.replace('{name}', name);

/** Café Hafa in Tanger, as its merchant would fill the form. */
const HAFA = { latitude: 35.7897, longitude: -5.8126, phone: '05 39 33 00 00', whatsapp: '06 61 23 45 67', website: 'https://cafehafa.example.ma' };

/** A new merchant's venue, published; `patch` is applied before publishing (e.g. closed for good). */
async function publishedVenue(name: string, details: Record<string, unknown>, patch?: Record<string, unknown>): Promise<MerchantVenueDto> {
  const signup = await call('POST', '/api/auth/signup', {
    body: { email: `get-there.${uniqueHex()}@example.ma`, password: 'motdepasse-itineraire', firstName: 'Yassine', lastName: 'Tazi', role: 'merchant' },
  });
  const session = signup.session as string;
  const created = await call<MerchantVenueDto>('POST', '/api/venues', { session, body: { name, categoryId: 'cafe', address: 'Rue Hafa, Marshan', city: 'Tanger', ...details } });
  if (created.status !== 201) throw new Error(`venue not created: ${created.status} ${JSON.stringify(created.body)}`);
  if (patch) {
    const patched = await call('PATCH', `/api/venues/${created.body.id}`, { session, body: patch });
    if (patched.status !== 200) throw new Error(`venue not changed: ${patched.status} ${JSON.stringify(patched.body)}`);
  }
  await approveVenueAsAdmin(created.body.id);
  return created.body;
}

/** A fresh tab; `share` stands for the phone's share sheet (recording what it is given), or there is none. */
async function tab(context: BrowserContext, share: 'none' | 'recorded'): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // The clipboard answers only the page in front.
  await page.bringToFront();
  await page.addInitScript((mode) => {
    const recorded: ShareData[] = [];
    Object.assign(window, { sharedLinks: recorded });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: mode === 'none' ? undefined : async (data: ShareData) => void recorded.push(data),
    });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: mode === 'none' ? undefined : () => true });
  }, share);
  return page;
}

const hrefOf = async (link: Locator) => (await link.getAttribute('href')) ?? '';

describe('get there on a phone', () => {
  let browser: TestBrowser;
  let hafaName: string;
  let hafa: MerchantVenueDto;

  beforeAll(async () => {
    browser = await launchTestBrowser(PHONE);
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    hafaName = `Café Hafa ${uniqueHex()}`;
    hafa = await publishedVenue(hafaName, HAFA);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('gives directions to the venue’s coordinates (Google Maps, or Waze and Apple’s Plans from the chooser), calls with tel: and writes on WhatsApp', async () => {
    const page = await tab(browser.context, 'none');
    await openIn(page, 'fr', `/venue/${hafa.slug}`);
    const actions = page.getByRole('group', { name: getThereFr.group, exact: true });

    const directions = actions.getByRole('link', { name: getThereFr.directions, exact: true });
    const google = new URL(await hrefOf(directions));
    expect(`${google.origin}${google.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(google.searchParams.get('destination')).toBe('35.789700,-5.812600');
    expect(await directions.getAttribute('target')).toBe('_blank');

    // The chooser: Waze and Plans with the same point; Escape closes it and gives the focus back.
    const chooser = actions.getByRole('button', { name: getThereFr.directionsApps });
    await chooser.click();
    expect(await chooser.getAttribute('aria-expanded')).toBe('true');
    const waze = new URL(await hrefOf(actions.getByRole('link', { name: getThereFr['maps.waze'] })));
    expect(waze.hostname).toBe('waze.com');
    expect(waze.searchParams.get('ll')).toBe('35.789700,-5.812600');
    const plans = new URL(await hrefOf(actions.getByRole('link', { name: getThereFr['maps.apple'] })));
    expect(plans.hostname).toBe('maps.apple.com');
    expect(plans.searchParams.get('daddr')).toBe('35.789700,-5.812600');
    expect(await seriousAxeViolations(page, `/venue/${hafa.slug} (directions chooser open)`)).toEqual([]);
    await page.keyboard.press('Escape');
    await actions.getByRole('link', { name: getThereFr['maps.waze'] }).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');

    expect(await hrefOf(actions.getByRole('link', { name: getThereFr.call, exact: true }))).toBe('tel:+212539330000');
    const whatsapp = actions.getByRole('link', { name: new RegExp(`^${getThereFr.whatsapp}`) });
    expect(await hrefOf(whatsapp)).toBe('https://wa.me/212661234567');
    const website = actions.getByRole('link', { name: new RegExp(`^${getThereFr.website}`) });
    expect(await hrefOf(website)).toBe(HAFA.website);
    expect(await website.getAttribute('rel')).toBe('noopener noreferrer');
    await page.close();
  });

  it('copies the link and says “Lien copié” where the browser has no share sheet', async () => {
    const page = await tab(browser.context, 'none');
    await openIn(page, 'fr', `/venue/${hafa.slug}`);
    await page.getByRole('group', { name: getThereFr.group, exact: true }).getByRole('button', { name: getThereFr.share }).click();
    await page.getByText(getThereFr.linkCopied, { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/venue/${hafa.slug}`);
    await page.close();
  });

  it('opens the share sheet with the venue’s name and page where the phone has one', async () => {
    const page = await tab(browser.context, 'recorded');
    await openIn(page, 'fr', `/venue/${hafa.slug}`);
    await page.getByRole('group', { name: getThereFr.group, exact: true }).getByRole('button', { name: getThereFr.share }).click();
    await page.waitForFunction(() => (window as unknown as { sharedLinks: ShareData[] }).sharedLinks.length === 1);
    expect(await page.evaluate(() => (window as unknown as { sharedLinks: ShareData[] }).sharedLinks)).toEqual([{ title: hafaName, url: `${baseUrl()}/venue/${hafa.slug}` }]);
    await page.close();
  });

  it('shows no directions, call or WhatsApp for a venue without position or numbers — its website and sharing stay', async () => {
    const name = `Riad sans téléphone ${uniqueHex()}`;
    const venue = await publishedVenue(name, { website: 'https://riad.example.ma' });
    const page = await tab(browser.context, 'none');
    await openIn(page, 'fr', `/venue/${venue.slug}`);
    const actions = page.getByRole('group', { name: getThereFr.group, exact: true });
    await actions.getByRole('button', { name: getThereFr.share }).waitFor();
    expect(await actions.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['https://riad.example.ma']);
    await page.close();
  });

  it('keeps only the website and sharing of a venue closed for good', async () => {
    const name = `Café fermé ${uniqueHex()}`;
    const venue = await publishedVenue(name, HAFA, { permanentlyClosed: true });
    const page = await tab(browser.context, 'none');
    await openIn(page, 'fr', `/venue/${venue.slug}`);
    const actions = page.getByRole('group', { name: getThereFr.group, exact: true });
    await actions.getByRole('button', { name: getThereFr.share }).waitFor();
    expect(await actions.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([HAFA.website]);
    expect(await actions.getByRole('button', { name: getThereFr.directionsApps }).count()).toBe(0);
    await page.close();
  });

  it('puts the icons on the search card above its link: directions and call named for screen readers, sharing without leaving the results', async () => {
    const page = await tab(browser.context, 'none');
    await openIn(page, 'fr', `/recherche?q=${encodeURIComponent(hafaName)}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: hafaName }) });
    const icons = card.getByRole('group', { name: fill(getThereFr['compact.group'], hafaName) });
    const directions = new URL(await hrefOf(icons.getByRole('link', { name: fill(getThereFr['compact.directions'], hafaName) })));
    expect(directions.searchParams.get('destination')).toBe('35.789700,-5.812600');
    expect(await hrefOf(icons.getByRole('link', { name: fill(getThereFr['compact.call'], hafaName) }))).toBe('tel:+212539330000');
    expect(await hrefOf(icons.getByRole('link', { name: fill(getThereFr['compact.whatsapp'], hafaName) }))).toBe('https://wa.me/212661234567');
    // No link inside the card's link: the icons are the card's siblings of its title link.
    expect(await card.locator('a a, a button').count()).toBe(0);
    // A tap on an icon is the icon's (Playwright refuses to click an element another one covers).
    await icons.getByRole('button', { name: fill(getThereFr['compact.share'], hafaName) }).click();
    await page.getByText(getThereFr.linkCopied, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/recherche');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/venue/${hafa.slug}`);
    await page.close();
  });

  it('says it in Arabic, right to left', async () => {
    const page = await tab(browser.context, 'none');
    await openIn(page, 'ar', `/venue/${hafa.slug}`);
    const actions = page.getByRole('group', { name: getThereAr.group, exact: true });
    for (const name of [getThereAr.directions, getThereAr.call]) await actions.getByRole('link', { name, exact: true }).waitFor();
    await actions.getByRole('link', { name: new RegExp(`^${getThereAr.whatsapp}`) }).waitFor();
    await actions.getByRole('button', { name: getThereAr.share }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.close();
  });
});
