import type { Page } from 'playwright-core';
import { TEST_USERS, type MerchantVenueDto } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { approveVenueAsAdmin, call, forgetQuotas, SESSION_COOKIE } from '@lieux/testing/e2e';
import { openIn } from './page-checks.e2e-helpers';

// Stored XSS (issue 16): markup and script written into every field people write — a venue's name,
// description, address, city and tags, a report, a contact message, a person's name — then read
// back where the product shows it: the server-rendered head of /venue/{slug} (title, meta
// attributes, JSON-LD) and the web app's screens, public, merchant and admin. Nothing may run: the
// payloads set window.__xss or open a dialog if they ever do; they must show as the text they are.

const RUNS = 'window.__xss=1';
const payload = (label: string) => `${label} </script><img src=x onerror="${RUNS}"><svg onload=${RUNS}>'"`;

async function signUp(role: 'consumer' | 'merchant', firstName = 'Salma'): Promise<string> {
  const answer = await call('POST', '/api/auth/signup', { body: { email: `xss.${uniqueHex()}@example.ma`, password: 'motdepasse-solide', firstName, lastName: 'Bennani', role } });
  if (answer.status !== 201 || !answer.session) throw new Error(`sign-up: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.session;
}

/** Nothing the page was given ran: no flag, no dialog. */
async function nothingRan(page: Page, dialogs: string[]): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

describe('stored XSS through every field people write', () => {
  const venueName = payload('Riad');
  const description = `<script>${RUNS}</script><b>gras</b> ${payload('Desc')}`;
  const address = payload('12 derb');
  const tag = `<svg onload=${RUNS}>`.slice(0, 30);
  const merchantName = `<img src=x onerror=${RUNS}>`;
  let venue: MerchantVenueDto;
  let merchantSession: string;
  let browser: TestBrowser;
  let page: Page;
  const dialogs: string[] = [];

  beforeAll(async () => {
    merchantSession = await signUp('merchant', merchantName);
    const created = await call<MerchantVenueDto>('POST', '/api/venues', { session: merchantSession, body: { name: venueName.slice(0, 100), categoryId: 'restaurant', address, city: `<i>Fès</i>`, description, tags: [tag] } });
    expect(created.status).toBe(201);
    venue = created.body;
    await approveVenueAsAdmin(venue.id);
    const reporter = await signUp('consumer', merchantName);
    expect((await call('POST', `/api/places/${venue.id}/report`, { session: reporter, body: { reason: 'other', text: payload('Signalement') } })).status).toBe(201);
    await forgetQuotas('contact:ip:*');
    const contact = await call('POST', '/api/contact', { body: { firstName: merchantName, lastName: 'Bennani', email: 'xss@example.ma', subject: 'support', message: payload('Message') } });
    expect(contact.status).toBe(201);
    browser = await launchTestBrowser();
    ({ page } = browser);
    page.setDefaultTimeout(15_000);
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await forgetQuotas('contact:ip:*');
  });

  it('refuses a javascript: address as a venue’s website', async () => {
    const refused = await call<{ code: string }>('PATCH', `/api/venues/${venue.id}`, { session: merchantSession, body: { website: `javascript:${RUNS}` } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('validation_failed');
  });

  it('escapes the server-rendered head of the venue page: title, meta attributes and JSON-LD', async () => {
    const html = await (await fetch(`${baseUrl()}/venue/${venue.slug}`)).text();
    const head = html.slice(0, html.indexOf('<div id="root"'));
    expect(head).not.toContain('<img src=x');
    expect(head).not.toContain('<svg onload');
    expect(head).not.toContain('</script><img');
    // The JSON-LD block ends where it should and says the name exactly.
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    expect((JSON.parse(jsonLd!) as { name: string }).name).toBe(venue.name);
    // Each meta tag's values stay inside their quotes: with every quoted value taken out, no handler attribute is left.
    for (const tagHtml of head.match(/<meta [^>]*>/g) ?? []) expect(tagHtml.replace(/"[^"]*"/g, '""')).not.toMatch(/\son[a-z]+\s*=/i);
    expect(head).toContain('&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;');
  });

  it('shows the payloads as text on the public pages, running nothing', async () => {
    await openIn(page, 'fr', `/venue/${venue.slug}`);
    await page.getByRole('heading', { name: venue.name }).waitFor();
    await page.getByText('<b>gras</b>', { exact: false }).first().waitFor();
    await nothingRan(page, dialogs);
    await openIn(page, 'fr', `/recherche?q=${encodeURIComponent('Riad </script>')}`);
    await nothingRan(page, dialogs);
    await openIn(page, 'ar', `/venue/${venue.slug}`);
    await nothingRan(page, dialogs);
  });

  it('shows them as text in the merchant’s workspace', async () => {
    await browser.context.addCookies([{ name: SESSION_COOKIE, value: merchantSession, url: baseUrl() }]);
    for (const path of ['/merchant/dashboard', '/merchant/venues', `/merchant/venue/${venue.id}/edit`]) {
      await openIn(page, 'fr', path);
      await nothingRan(page, dialogs);
    }
    await browser.context.clearCookies();
  });

  it('shows them as text in the admin console: venues, users, reports, messages', async () => {
    const admin = TEST_USERS.find((user) => user.role === 'admin')!;
    const signIn = await call('POST', `/api/test/login/${admin.id}`);
    await browser.context.addCookies([{ name: SESSION_COOKIE, value: signIn.session!, url: baseUrl() }]);
    for (const path of ['/admin/lieux', '/admin/utilisateurs', '/admin/signalements', '/admin/messages', '/admin/journal']) {
      await openIn(page, 'fr', path);
      await nothingRan(page, dialogs);
    }
    await openIn(page, 'fr', '/admin/signalements');
    await page.getByText('Signalement </script>', { exact: false }).first().waitFor();
    await nothingRan(page, dialogs);
    await browser.context.clearCookies();
  });
});
