import sharp from 'sharp';
import type { Page } from 'playwright-core';
import type { MerchantVenueDto, PhotoDto, VenueDto } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { approveVenueAsAdmin, call, e2eSetting } from '@lieux/testing/e2e';
import { galleryAr } from '../src/photos/gallery.ar';
import { galleryFr } from '../src/photos/gallery.fr';
import { openIn } from './page-checks.e2e-helpers';

// Photo-first (issue 28) in Chromium against the whole stack: a visitor opens a venue from its photo
// card, swipes its gallery, opens the full-screen viewer and closes it with Escape and with the
// browser's back, in French and Arabic, on a phone and a desktop. Then the venue header with the
// longest demo names at 320, 375 and 414 px: the name keeps the whole width.

type Locale = 'fr' | 'ar';

/** Sends one multipart file part, as the photo manager does. */
async function uploadPhoto(venueId: string, session: string, bytes: Buffer): Promise<PhotoDto> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${e2eSetting('E2E_BASE_URL')}/api/merchant/venues/${venueId}/photos`, { method: 'POST', body: form, headers: { cookie: `lieux_session=${session}` } });
  if (response.status !== 201 && response.status !== 200) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as PhotoDto;
}

/** Three landscape photos of different colours: the gallery's order is visible in their bytes. */
const PHOTO_COLOURS = [
  { r: 181, g: 80, b: 42 },
  { r: 13, g: 122, b: 115 },
  { r: 240, g: 198, b: 176 },
];

/** A published venue with three photos, searchable by its unique name. */
async function venueWithPhotos(): Promise<{ venue: MerchantVenueDto; photos: PhotoDto[] }> {
  const signup = await call('POST', '/api/auth/signup', {
    body: { email: `galerie.${uniqueHex()}@example.ma`, password: 'motdepasse-galerie', firstName: 'Salma', lastName: 'Idrissi', role: 'merchant' },
  });
  const session = signup.session as string;
  const created = await call<MerchantVenueDto>('POST', '/api/venues', {
    session,
    body: { name: `Riad Galerie ${uniqueHex()}`, categoryId: 'riad', address: '7 Derb Zitoun', city: 'Marrakech' },
  });
  if (created.status !== 201) throw new Error(`venue: ${created.status}`);
  const photos: PhotoDto[] = [];
  for (const background of PHOTO_COLOURS) {
    photos.push(await uploadPhoto(created.body.id, session, await sharp({ create: { width: 1200, height: 800, channels: 3, background } }).jpeg().toBuffer()));
  }
  await approveVenueAsAdmin(created.body.id);
  return { venue: created.body, photos };
}

/** The photo whose slide fills the strip now (the one a phone shows). */
function slideInView(page: Page): Promise<string | null> {
  return page.locator('[data-gallery-strip]').evaluate((strip) => {
    const box = strip.getBoundingClientRect();
    const slides = [...strip.querySelectorAll<HTMLElement>('[data-photo-id]')];
    const shown = slides.find((slide) => Math.abs(slide.getBoundingClientRect().left - box.left) < 2);
    return shown?.getAttribute('data-photo-id') ?? null;
  });
}

/** Waits for the strip to settle on `photoId` (scroll-snap ends the swipe on a whole photo). */
async function waitForSlide(page: Page, photoId: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while ((await slideInView(page)) !== photoId) {
    if (Date.now() > deadline) throw new Error(`the strip did not settle on ${photoId} (shows ${await slideInView(page)})`);
    await page.waitForTimeout(50);
  }
}

const viewerPhoto = (page: Page) => page.locator('dialog[open] [data-viewer-photo]').getAttribute('data-viewer-photo');
const rootOverflow = (page: Page) => page.evaluate(() => document.documentElement.style.overflow);

describe('photo-first: from a photo card to the gallery and its viewer', () => {
  let venue: MerchantVenueDto;
  let photos: PhotoDto[];

  beforeAll(async () => {
    ({ venue, photos } = await venueWithPhotos());
  });

  for (const locale of ['fr', 'ar'] as const satisfies readonly Locale[]) {
    for (const width of [375, 1280]) {
      it(`${locale} at ${width} px: opens the venue from its photo card, swipes the gallery, opens and closes the viewer with Escape and back`, async () => {
        const browser: TestBrowser = await launchTestBrowser({ width, height: 860 });
        const { page } = browser;
        page.setDefaultTimeout(15_000);
        try {
          // The search's photo card: the cover in AVIF and WebP at the widths the screen needs.
          await openIn(page, locale, `/recherche?q=${encodeURIComponent(venue.name)}`);
          const card = page.locator('article[data-venue-card]').filter({ hasText: venue.name });
          const cover = card.locator('img[data-cover]');
          await cover.waitFor();
          expect(await card.locator('source[type="image/avif"]').getAttribute('srcset')).toContain(`/api/photos/${photos[0]!.id}/640.avif 640w`);
          expect(await cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
          const ratio = await cover.evaluate((image) => image.getBoundingClientRect().width / image.getBoundingClientRect().height);
          expect(ratio).toBeCloseTo(1.5, 1);
          await card.getByRole('link', { name: venue.name }).click();
          // The path only: in Arabic the address also carries ?lang=ar (each page's address per language, issue 29 §5).
          await page.waitForURL((url) => url.pathname === `/venue/${venue.slug}`);

          // The gallery at the top: the first photo is the LCP image, the others wait.
          const strip = page.locator('[data-gallery-strip]');
          await strip.waitFor();
          const images = strip.locator('img');
          expect(await images.first().getAttribute('fetchpriority')).toBe('high');
          expect(await images.first().getAttribute('loading')).toBe('eager');
          expect(await images.nth(1).getAttribute('loading')).toBe('lazy');
          expect(await images.first().getAttribute('width')).toBe(String(photos[0]!.width));
          const stripTop = await strip.evaluate((element) => element.getBoundingClientRect().top);
          const nameTop = await page.locator('[data-venue-name]').evaluate((element) => element.getBoundingClientRect().top);
          expect(stripTop).toBeLessThan(nameTop);

          if (width < 768) {
            // A swipe (a horizontal scroll over the strip) moves one photo; in Arabic the strip runs to the left.
            expect(await slideInView(page)).toBe(photos[0]!.id);
            const box = await strip.boundingBox();
            await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
            await page.mouse.wheel(locale === 'ar' ? -box!.width * 0.6 : box!.width * 0.6, 0);
            await waitForSlide(page, photos[1]!.id);
            await strip.locator(`[data-photo-id="${photos[1]!.id}"]`).click();
          } else {
            // The mosaic shows the three at once; the second opens on itself.
            expect(await strip.locator('[data-photo-id]').evaluateAll((tiles) => tiles.filter((tile) => tile.getBoundingClientRect().width > 0).length)).toBe(3);
            await strip.locator(`[data-photo-id="${photos[1]!.id}"]`).click();
          }
          await page.locator('dialog[open]').waitFor();
          expect(await viewerPhoto(page)).toBe(photos[1]!.id);
          expect(await rootOverflow(page)).toBe('hidden');
          const scrollBefore = await page.evaluate(() => window.scrollY);
          await page.mouse.wheel(0, 600);
          await page.waitForTimeout(100);
          expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

          // Escape closes it and the page is where it was.
          await page.keyboard.press('Escape');
          // The viewer gone, not only its <dialog> closed: the browser drops [open] at once, the app
          // then goes back in the history and unmounts it, which gives the page its scroll back.
          await page.locator('[data-photo-viewer]').waitFor({ state: 'detached' });
          expect(await rootOverflow(page)).toBe('');
          expect(new URL(page.url()).pathname).toBe(`/venue/${venue.slug}`);

          // The browser's back closes it too, and leaves the visitor on the venue page.
          await page.getByRole('button', { name: (locale === 'ar' ? galleryAr['showAll#few'] : galleryFr['showAll#other']).replace('{count}', '3'), exact: true }).click();
          await page.locator('dialog[open]').waitFor();
          expect(await viewerPhoto(page)).toBe(photos[0]!.id);
          await page.goBack();
          await page.locator('[data-photo-viewer]').waitFor({ state: 'detached' });
          expect(new URL(page.url()).pathname).toBe(`/venue/${venue.slug}`);
          expect(await rootOverflow(page)).toBe('');
          await page.locator('[data-venue-name]').waitFor();
        } finally {
          await browser.close();
        }
      });
    }
  }
});

/** Every public venue of the demo data, from the home feed's pages. */
async function allVenues(): Promise<VenueDto[]> {
  const venues: VenueDto[] = [];
  let cursor: string | null = null;
  do {
    const response: Response = await fetch(`${e2eSetting('E2E_BASE_URL')}/api/feed/home?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    venues.push(...((await response.json()) as VenueDto[]));
    cursor = response.headers.get('x-next-cursor');
  } while (cursor);
  return venues;
}

describe('the venue header on a phone, with the longest demo names', () => {
  let longest: VenueDto[];

  beforeAll(async () => {
    longest = (await allVenues()).sort((a, b) => b.name.length - a.name.length).slice(0, 2);
    expect(longest[0]!.name.length).toBeGreaterThanOrEqual(28);
  });

  for (const locale of ['fr', 'ar'] as const satisfies readonly Locale[]) {
    for (const width of [320, 375, 414]) {
      it(`${locale} at ${width} px: the name takes the whole width, on few lines, above the category, city and score`, async () => {
        const browser = await launchTestBrowser({ width, height: 800 });
        const { page } = browser;
        page.setDefaultTimeout(15_000);
        try {
          for (const venue of longest) {
            await openIn(page, locale, `/venue/${venue.slug}`);
            const name = page.locator('[data-venue-name]');
            await name.waitFor();
            const layout = await page.locator('[data-venue-header]').evaluate((header) => {
              const title = header.querySelector<HTMLElement>('[data-venue-name]')!;
              const text = title.querySelector('bdi')!;
              const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
              const range = document.createRange();
              range.selectNodeContents(text);
              const words = text.textContent!.trim().split(/\s+/).length;
              const below = [...header.querySelectorAll<HTMLElement>('.mantine-Badge-root, [role="img"], [data-state]')].map((element) => element.getBoundingClientRect().top);
              return {
                headerWidth: header.getBoundingClientRect().width,
                titleWidth: title.getBoundingClientRect().width,
                lines: Math.round(title.getBoundingClientRect().height / lineHeight),
                words,
                widestLine: Math.max(...[...range.getClientRects()].map((rect) => rect.width)),
                titleBottom: title.getBoundingClientRect().bottom,
                firstBelow: Math.min(...below),
                overflow: document.documentElement.scrollWidth - window.innerWidth,
              };
            });
            // The name's box is the header's whole content width, not a column beside a tile or the score.
            expect(layout.titleWidth).toBeGreaterThan(layout.headerWidth - 2);
            // Few lines, and never a word a line: at least two words share a line when there are 3+.
            expect(layout.lines).toBeLessThanOrEqual(3);
            if (layout.words >= 3) expect(layout.lines).toBeLessThan(layout.words);
            expect(layout.widestLine).toBeGreaterThan(layout.headerWidth * 0.5);
            // The category, the city and the score come after the name.
            expect(layout.firstBelow).toBeGreaterThanOrEqual(layout.titleBottom - 1);
            expect(layout.overflow).toBeLessThanOrEqual(0);
          }
        } finally {
          await browser.close();
        }
      });
    }
  }
});
