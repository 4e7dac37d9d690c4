import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { TEST_USERS, errorMessage, type MerchantVenueDto, type PhotoDto, type VenueDetailDto } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { SESSION_COOKIE, approveVenueAsAdmin, call, e2eSetting } from '@lieux/testing/e2e';
import { galleryFr } from '../src/photos/gallery.fr';
import { photoWorkspaceFr } from '../src/photos/photo-workspace.fr';
import { venuesFr } from '../src/venues/venues.fr';
import { openIn, seriousAxeViolations } from './page-checks.e2e-helpers';

// Photos and verification in Chromium (issue 11), against the whole stack: files go through the
// gateway's multipart route to the venues service and its storage, the covers and galleries come
// back through the public reads. Nothing is intercepted.

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/**
 * Publishes a venue as an admin does (the admin console's route), then puts it first in the explorer's
 * feed: the venues read model's display score only (the scoring service's own score, which the admin
 * statistics average, is left alone). Through `psql`, since the web project may not import a database
 * driver (its lint rule); the id is passed as a psql variable, never pasted into the SQL.
 */
async function publishVenue(id: string): Promise<void> {
  await approveVenueAsAdmin(id);
  const run = promisify(execFile)('psql', [e2eSetting('E2E_DATABASE_URL'), '--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--set=id=${id}`]);
  run.child.stdin?.end(`update venues.venues set score = 99.9 where id = :'id';`);
  await run;
}

/** A merchant signed up through the API, with one venue the test then publishes as moderation would. */
async function merchantWithVenue(name: string) {
  const signup = await call('POST', '/api/auth/signup', {
    body: { email: `riad.${uniqueHex()}@example.ma`, password: 'motdepasse-photos', firstName: 'Nadia', lastName: 'Alaoui', role: 'merchant' },
  });
  const session = signup.session as string;
  const created = await call<MerchantVenueDto>('POST', '/api/venues', { session, body: { name, categoryId: 'riad', address: '3 Derb Chtouka, Kasbah', city: 'Marrakech' } });
  if (created.status !== 201) throw new Error(`venue not created: ${created.status}`);
  // With the best score, so the venue opens the explorer's feed.
  await publishVenue(created.body.id);
  return { session, venue: created.body };
}

/** A real JPEG of `width`×`height` in one colour, as a camera file would arrive (with its name). */
async function jpeg(dir: string, name: string, colour: { r: number; g: number; b: number }): Promise<string> {
  const path = join(dir, name);
  writeFileSync(path, await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).jpeg().toBuffer());
  return path;
}

async function signIn(browser: TestBrowser, session: string): Promise<void> {
  await browser.context.clearCookies();
  await browser.context.addCookies([{ name: SESSION_COOKIE, value: session, url: baseUrl() }]);
}

const photoIds = (page: Page) => page.locator('[data-photo-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-photo-id')));

describe('photos and verification in the browser', () => {
  let browser: TestBrowser;
  let page: Page;
  let files: string;

  beforeAll(async () => {
    browser = await launchTestBrowser();
    ({ page } = browser);
    page.setDefaultTimeout(15_000);
    files = mkdtempSync(join(tmpdir(), 'lieux-photos-'));
  });

  afterAll(async () => {
    await browser?.close();
    rmSync(files, { recursive: true, force: true });
  });

  it('uploads three photos, refuses bad files in French, picks a cover, orders, deletes — and the cover shows on the explorer card and in the gallery', async () => {
    const name = `Riad Yasmine ${uniqueHex()}`;
    const { session, venue } = await merchantWithVenue(name);
    await signIn(browser, session);
    await openIn(page, 'fr', `/merchant/venue/${venue.id}/edit?tab=photos`);
    await page.getByRole('heading', { level: 2, name: photoWorkspaceFr['photos.title'] }).waitFor();
    await page.getByText(photoWorkspaceFr['photos.empty']).waitFor();

    const input = page.locator('input[type=file]');
    await input.setInputFiles([
      await jpeg(files, 'patio.jpg', { r: 200, g: 90, b: 60 }),
      await jpeg(files, 'chambre.jpg', { r: 40, g: 110, b: 120 }),
      await jpeg(files, 'terrasse.jpg', { r: 230, g: 200, b: 120 }),
    ]);
    await page.locator('[data-photo-count="3"]').waitFor();
    await page.getByText(fill(photoWorkspaceFr['photos.added'], { count: 3 })).waitFor();
    const uploaded = await photoIds(page);
    expect(uploaded).toHaveLength(3);
    // The first photo is the cover until the merchant chooses.
    expect(await page.locator(`[data-photo-id="${uploaded[0]}"][data-cover]`).count()).toBe(1);

    // Bad files: an empty one the browser already knows about; a PDF named .jpg only the server can tell.
    writeFileSync(join(files, 'vide.jpg'), '');
    writeFileSync(join(files, 'menu.jpg'), '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await input.setInputFiles([join(files, 'vide.jpg'), join(files, 'menu.jpg')]);
    const alert = page.getByRole('alert').filter({ hasText: 'menu.jpg' });
    await alert.getByText(`vide.jpg : ${errorMessage('file_empty')}`).waitFor();
    await alert.getByText(`menu.jpg : ${errorMessage('photo_type_unsupported')}`).waitFor();
    expect(await photoIds(page)).toEqual(uploaded);

    // The second photo becomes the cover.
    await page.getByRole('button', { name: fill(photoWorkspaceFr['photos.makeCoverOf'], { position: 2 }) }).click();
    await page.locator(`[data-photo-id="${uploaded[1]}"][data-cover]`).waitFor();
    // The third moves before the second, with the keyboard.
    await page.getByRole('button', { name: fill(photoWorkspaceFr['photos.earlierOf'], { position: 3 }), disabled: false }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((expected) => [...document.querySelectorAll('[data-photo-id]')].map((item) => item.getAttribute('data-photo-id')).join() === expected, [uploaded[0], uploaded[2], uploaded[1]].join());
    // Focus stays on the moved photo's arrow, now the second photo's.
    await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, fill(photoWorkspaceFr['photos.earlierOf'], { position: 2 }));
    expect(await seriousAxeViolations(page, `/merchant/venue/${venue.id}/edit?tab=photos`)).toEqual([]);

    // Deleting asks first; 'Annuler' keeps the photo.
    await page.getByRole('button', { name: fill(photoWorkspaceFr['photos.deleteOf'], { position: 1 }), disabled: false }).click();
    const dialog = page.getByRole('dialog', { name: photoWorkspaceFr['photos.confirmTitle'] });
    await dialog.getByRole('button', { name: photoWorkspaceFr['photos.cancel'] }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await photoIds(page)).toHaveLength(3);
    await page.getByRole('button', { name: fill(photoWorkspaceFr['photos.deleteOf'], { position: 1 }) }).click();
    await dialog.getByRole('button', { name: photoWorkspaceFr['photos.confirm'] }).click();
    await page.locator('[data-photo-count="2"]').waitFor();
    expect(await photoIds(page)).toEqual([uploaded[2], uploaded[1]]);

    // What the public sees: the server's own list of the cover and gallery.
    const detail = (await call<VenueDetailDto>('GET', `/api/places/${venue.slug}`)).body;
    const cover = detail.photos.find((photo: PhotoDto) => photo.isCover);
    expect(cover?.id).toBe(uploaded[1]);
    expect(detail.cover?.card).toBe(cover?.urls.card);

    // The explorer's card shows the cover (lazy, sized).
    await page.goto(`${baseUrl()}/explorer`);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name }) });
    const thumb = card.locator('img[data-cover]');
    await thumb.waitFor();
    expect(await thumb.getAttribute('src')).toBe(cover?.urls.card);
    expect(await thumb.getAttribute('srcset')).toBe(cover?.urls.webp);
    // The feed's first card: its cover is the page's largest first image, fetched at once and first.
    expect(await thumb.getAttribute('loading')).toBe('eager');
    expect(await thumb.getAttribute('fetchpriority')).toBe('high');
    expect(await thumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    // The venue page: the gallery in the merchant's order, the viewer with the arrows and Escape.
    await page.goto(`${baseUrl()}/venue/${venue.slug}`);
    const tiles = page.locator('[data-gallery-strip] [data-photo-id]');
    await tiles.first().waitFor();
    expect(await tiles.evaluateAll((items) => items.map((item) => item.getAttribute('data-photo-id')))).toEqual([uploaded[2], uploaded[1]]);
    await page.getByRole('button', { name: fill(galleryFr.open, { position: 1, count: 2 }) }).click();
    const viewer = page.getByRole('dialog', { name: fill(galleryFr.viewerLabel, { name }) });
    await viewer.waitFor();
    await viewer.locator(`[data-viewer-photo="${uploaded[2]}"]`).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.locator(`[data-viewer-photo="${uploaded[1]}"]`).waitFor();
    await viewer.getByText('2 / 2').waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.locator(`[data-viewer-photo="${uploaded[2]}"]`).waitFor();
    expect(await seriousAxeViolations(page, `/venue/${venue.slug} (viewer)`)).toEqual([]);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    // In Arabic the gallery reads from the right: the left arrow goes on.
    await openIn(page, 'ar', `/venue/${venue.slug}`);
    await page.locator('[data-gallery-strip] [data-photo-id]').first().click();
    await page.locator(`dialog [data-viewer-photo="${uploaded[2]}"]`).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.locator(`dialog [data-viewer-photo="${uploaded[1]}"]`).waitFor();
    await page.keyboard.press('Escape');
  });

  it('sends the three documents, shows the review, a refusal with its reason, the new sending, and the Vérifié badge once approved', async () => {
    const name = `Dar Louna ${uniqueHex()}`;
    const { session, venue } = await merchantWithVenue(name);
    await signIn(browser, session);
    await openIn(page, 'fr', `/merchant/venue/${venue.id}/edit?tab=verification`);
    await page.getByRole('heading', { level: 2, name: photoWorkspaceFr['verification.title'] }).waitFor();
    await page.locator('[data-verification="not_submitted"]').first().waitFor();
    const submit = page.getByRole('button', { name: photoWorkspaceFr['verification.submit'] });
    expect(await submit.isDisabled()).toBe(true);

    const pdf = join(files, 'registre.pdf');
    writeFileSync(pdf, '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const identity = await jpeg(files, 'identite.jpg', { r: 120, g: 120, b: 120 });
    for (const [kind, file] of [['trade_register', pdf], ['proof_of_address', pdf], ['manager_identity', identity]] as const) {
      await page.locator(`[data-kind="${kind}"] input[type=file]`).setInputFiles(file);
      await page.locator(`[data-kind="${kind}"] li`).first().waitFor();
    }
    await page.locator('[data-missing]').waitFor({ state: 'detached' });
    expect(await seriousAxeViolations(page, `/merchant/venue/${venue.id}/edit?tab=verification`)).toEqual([]);
    await submit.click();
    await page.locator('[data-verification="submitted"]').first().waitFor();
    expect(await page.locator('[data-kind] input[type=file]').count()).toBe(0);

    // An admin refuses with a reason (the console's screen is another issue: its API here).
    const admin = (await call('POST', `/api/test/login/${TEST_USERS.find((user) => user.role === 'admin')?.id}`)).session as string;
    const reason = 'Le justificatif d’adresse est illisible.';
    expect((await call('POST', `/api/admin/verifications/${venue.id}/decision`, { session: admin, body: { decision: 'reject', reason } })).status).toBe(200);
    await page.reload();
    await page.locator('[data-verification="rejected"]').first().waitFor();
    await page.locator('[data-rejection-reason]').getByText(reason, { exact: false }).waitFor();
    // Resubmission: the documents are still there, the button says so.
    await page.getByRole('button', { name: photoWorkspaceFr['verification.resubmit'] }).click();
    await page.locator('[data-verification="submitted"]').first().waitFor();

    expect((await call('POST', `/api/admin/verifications/${venue.id}/decision`, { session: admin, body: { decision: 'approve' } })).status).toBe(200);
    // The dashboard tells the merchant; the public page shows the badge (the event reaches the read model).
    await page.goto(`${baseUrl()}/merchant/dashboard`);
    await page.getByRole('article', { name }).locator('[data-verification="approved"]').waitFor();
    const deadline = Date.now() + 10_000;
    while (!(await call<VenueDetailDto>('GET', `/api/places/${venue.slug}`)).body.phoneVerified) {
      if (Date.now() > deadline) throw new Error('the venue never became verified');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.goto(`${baseUrl()}/venue/${venue.slug}`);
    await page.locator('header').getByText(venuesFr.verified, { exact: true }).waitFor();
  });
});
