import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { TEST_USER_PASSWORD, TEST_USERS } from '@lieux/contracts';
import { STRONG_TEST_PASSWORD, uniqueHex } from '@lieux/testing';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { importOsmNode } from '@lieux/testing/e2e';
import { adminAr } from '../src/admin/admin.ar';
import { adminFr } from '../src/admin/admin.fr';
import { contentAr } from '../src/merchant/content.ar';
import { contentFr } from '../src/merchant/content.fr';
import { hoursEditorAr } from '../src/merchant/hours-editor.ar';
import { hoursEditorFr } from '../src/merchant/hours-editor.fr';
import { claimAr } from '../src/screens/claim/claim.ar';
import { claimFr } from '../src/screens/claim/claim.fr';
import { claimInvitationAr } from '../src/screens/venue/claim-invitation.ar';
import { claimInvitationFr } from '../src/screens/venue/claim-invitation.fr';
import { openIn, seriousAxeViolations, type TestLocale } from './page-checks.e2e-helpers';

// Claiming a listing in Chromium against the whole stack and the platforms' sandbox (issue 32 §2), in
// French and in Arabic: a merchant finds the imported café, claims it through a matching sandbox
// account, an admin approves it in the console, and the merchant edits its hours. Nothing intercepted.

const TEXTS = {
  fr: { invitation: claimInvitationFr, claim: claimFr, admin: adminFr, content: contentFr, hours: hoursEditorFr },
  ar: { invitation: claimInvitationAr, claim: claimAr, admin: adminAr, content: contentAr, hours: hoursEditorAr },
} as const;

/** A small PDF, as a scanned document would be (the server reads its type from the bytes). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const admin = TEST_USERS.find((user) => user.role === 'admin')!;
/** Where to write the claim screens' pictures (375 and 1280 px) when asked: `CLAIM_SCREENSHOTS=dir`. */
const SCREENSHOTS = process.env.CLAIM_SCREENSHOTS;

/**
 * The "imported café": a node of OpenStreetMap imported into the stack by the real command (issue 32
 * §1) — approved, nobody's, credited — with a website of its own for the claim to match.
 */
async function importedCafe(name: string): Promise<{ id: string; slug: string; name: string; website: string }> {
  const website = `https://www.cafe-${uniqueHex().slice(0, 8)}.ma/`;
  const { id, slug } = await importOsmNode({
    id: 970_000_000 + Number.parseInt(uniqueHex().slice(0, 6), 16),
    lat: 35.7886,
    lon: -5.8126,
    tags: { 'amenity': 'cafe', name, 'addr:street': 'Rue de la Kasbah', 'addr:housenumber': '2', 'addr:city': 'Tanger', website, 'phone': '0539 93 44 55' },
  });
  return { id, slug, name, website };
}

/** Signs in from the page (the browser keeps the session cookie). */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/faq`);
  const status = await page.evaluate(
    async (body) => (await fetch('/api/auth/login-local', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { email, password },
  );
  expect(status).toBe(200);
}

async function signUpMerchant(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl()}/faq`);
  const status = await page.evaluate(async (body) => (await fetch('/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status, {
    email,
    password: STRONG_TEST_PASSWORD,
    firstName: 'Salma',
    lastName: 'Tazi',
    role: 'merchant',
  });
  expect(status).toBe(201);
}

async function pictures(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('claiming a listing in the browser', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchTestBrowser();
    ({ page } = browser);
    page.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of ['fr', 'ar'] as const satisfies readonly TestLocale[]) {
    it(`${locale}: a merchant claims the imported café through a matching sandbox account, an admin approves, the merchant edits its hours`, async () => {
      const t = TEXTS[locale];
      const cafe = await importedCafe(`Café Hafa ${locale} ${uniqueHex().slice(0, 4)}`);
      const email = `revendication.${uniqueHex()}@example.ma`;
      await browser.context.clearCookies();
      await signUpMerchant(page, email);

      // The venue page invites the claim.
      await openIn(page, locale, `/venue/${cafe.slug}`);
      await page.getByText(t.invitation.invitation, { exact: true }).waitFor();
      await pictures(page, `venue-invitation-${locale}`);
      expect(await seriousAxeViolations(page, `/venue/${cafe.slug}`)).toEqual([]);
      await page.getByRole('link', { name: t.invitation.invitationAction }).click();
      await page.waitForURL((url) => url.pathname === `/merchant/revendiquer/${cafe.slug}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText(t.claim.intro).waitFor();
      await pictures(page, `claim-screen-${locale}`);
      expect(await seriousAxeViolations(page, '/merchant/revendiquer')).toEqual([]);

      // The sandbox's consent page, with the café's website on the profile.
      await page.getByRole('link', { name: t.claim.withInstagram }).click();
      await page.getByRole('button', { name: 'Autoriser' }).waitFor();
      await page.getByLabel('Compte de démonstration').fill(`cafe.hafa.${locale}`);
      await page.getByLabel('Site web du profil (facultatif)').fill(cafe.website.replace('https://www.', 'https://'));
      await page.getByRole('button', { name: 'Autoriser' }).click();
      await page.waitForURL((url) => url.pathname === `/merchant/revendiquer/${cafe.slug}` && url.searchParams.get('revendication') === 'envoyee');
      await page.getByText(t.claim.sent, { exact: true }).waitFor();
      await pictures(page, `claim-sent-${locale}`);

      // The admin approves it in the console, the listing and the evidence side by side.
      await browser.context.clearCookies();
      await signIn(page, admin.email, TEST_USER_PASSWORD);
      await openIn(page, locale, '/admin/revendications');
      const claim = page.locator('[data-admin-claim]').filter({ hasText: cafe.name });
      await claim.waitFor();
      await claim.getByText(t.admin['claims.evidence']).waitFor();
      await pictures(page, `admin-claims-${locale}`);
      expect(await seriousAxeViolations(page, '/admin/revendications')).toEqual([]);
      const decided = page.waitForResponse((response) => /\/api\/admin\/claims\/[^/]+\/approve$/.test(response.url()));
      await claim.getByRole('button', { name: t.admin['claims.approve'] }).click();
      expect((await decided).status()).toBe(200);
      await page.getByText(t.admin['claims.approved']).first().waitFor();

      // The merchant, now the owner, edits its hours.
      await browser.context.clearCookies();
      await signIn(page, email, STRONG_TEST_PASSWORD);
      await openIn(page, locale, `/merchant/revendiquer/${cafe.slug}`);
      await page.getByText(t.claim.approved).waitFor();
      await openIn(page, locale, '/merchant/content');
      await page.getByRole('heading', { level: 1, name: t.content.title }).waitFor();
      await page.getByText(t.hours['mode.weekly'], { exact: true }).click();
      const monday = page.locator('[data-day="monday"]');
      await monday.getByLabel(new RegExp(t.hours.opens)).fill('07:30');
      await monday.getByLabel(new RegExp(t.hours.closes)).fill('19:00');
      const saved = page.waitForResponse((response) => response.url().endsWith(`/api/venues/${cafe.id}`) && response.request().method() === 'PATCH');
      await page.getByRole('button', { name: t.content.save }).click();
      expect((await saved).status()).toBe(200);
      await page.getByText(t.content.saved, { exact: true }).waitFor();
      const mine = await page.evaluate(async (id) => (await (await fetch(`/api/merchant/venues/${id}`)).json()) as { openingHours: Array<{ day: string; opens: string; closes: string }> }, cafe.id);
      expect(mine.openingHours).toContainEqual({ day: 'monday', opens: '07:30', closes: '19:00' });
    }, 180_000);
  }

  for (const locale of ['fr', 'ar'] as const satisfies readonly TestLocale[]) {
    it(`${locale}: a merchant without a matching account claims the imported café with documents, and an admin opens them beside the listing and approves`, async () => {
      const t = TEXTS[locale];
      const cafe = await importedCafe(`Riad Papiers ${locale} ${uniqueHex().slice(0, 4)}`);
      const email = `justificatifs.${uniqueHex()}@example.ma`;
      await browser.context.clearCookies();
      await signUpMerchant(page, email);

      await openIn(page, locale, `/merchant/revendiquer/${cafe.slug}`);
      const form = page.locator('[data-claim-documents]');
      await form.getByRole('heading', { name: t.claim.documentsTitle }).waitFor();
      const send = form.getByRole('button', { name: t.claim.documentsSend });
      for (const kind of ['trade_register', 'proof_of_address', 'manager_identity'] as const) {
        expect(await send.isDisabled()).toBe(true);
        await form.locator(`[data-kind="${kind}"] input[type="file"]`).setInputFiles({ name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: PDF });
        await form.locator(`[data-kind="${kind}"]`).getByText(`${kind}.pdf`).waitFor();
      }
      await pictures(page, `claim-documents-${locale}`);
      expect(await seriousAxeViolations(page, '/merchant/revendiquer (justificatifs)')).toEqual([]);
      const sent = page.waitForResponse((response) => response.url().endsWith(`/api/claims/${cafe.slug}/documents`));
      await send.click();
      expect((await sent).status()).toBe(201);
      await page.getByText(t.claim.sent, { exact: true }).waitFor();
      await page.getByText(t.claim.pending).or(page.getByText(t.claim.sent, { exact: true })).first().waitFor();

      await browser.context.clearCookies();
      await signIn(page, admin.email, TEST_USER_PASSWORD);
      await openIn(page, locale, '/admin/revendications');
      const claim = page.locator('[data-admin-claim]').filter({ hasText: cafe.name });
      await claim.getByText(t.admin['claims.documents']).waitFor();
      await pictures(page, `admin-claims-documents-${locale}`);
      expect(await seriousAxeViolations(page, '/admin/revendications (justificatifs)')).toEqual([]);
      const link = claim.locator('[data-document-kind="trade_register"] a');
      const opened = await page.evaluate(async (href) => {
        const response = await fetch(href);
        return { status: response.status, type: response.headers.get('content-type') };
      }, (await link.getAttribute('href'))!);
      expect(opened).toEqual({ status: 200, type: 'application/pdf' });
      const decided = page.waitForResponse((response) => /\/api\/admin\/claims\/[^/]+\/approve$/.test(response.url()));
      await claim.getByRole('button', { name: t.admin['claims.approve'] }).click();
      expect((await decided).status()).toBe(200);
      await page.getByText(t.admin['claims.approved']).first().waitFor();
    }, 180_000);
  }
});
