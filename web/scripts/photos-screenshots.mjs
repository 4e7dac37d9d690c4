// Screenshots of the photo and verification screens (issue 11) at phone (375 px) and desktop (1280 px)
// widths, in French and Arabic, for a person to look at: `npm run screenshots:photos -w @lieux/web`
// after a build, under the e2e lock (`flock /tmp/lieux-e2e.lock`; E2E_PORT_OFFSET moves the ports).
// It starts the e2e stack (the built platform on its own database), creates a merchant with a venue
// through the API, publishes it as moderation would, adds three photos (plain colour pictures made
// here, shown only on this throwaway stack) and documents, and photographs the photo manager, the
// verification (waiting, refused, approved), the dashboard, the explorer and the venue page with its
// viewer. PNGs go to /tmp/photos-shots/ (or the first argument); nothing is committed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { TEST_USERS } from '../../libs/contracts/src/auth/test-users.ts';
import { launchTestBrowser } from '../../libs/testing/src/e2e/browser.ts';
import { startE2eStack, stopE2eStack } from '../../libs/testing/src/e2e/e2e-stack.mjs';

const outDir = process.argv[2] ?? '/tmp/photos-shots';
const WIDTHS = [375, 1280];
const LOCALES = ['fr', 'ar'];
const ADMIN_ID = TEST_USERS.find((user) => user.role === 'admin').id;

mkdirSync(outDir, { recursive: true });
const stack = await startE2eStack();
const base = process.env.E2E_BASE_URL;

async function api(method, path, { session, body, form } = {}) {
  const headers = { origin: base };
  if (session) headers.cookie = `lieux_session=${session}`;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: form ?? (body ? JSON.stringify(body) : undefined) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('lieux_session='));
  return { body: text ? JSON.parse(text) : undefined, session: cookie?.slice('lieux_session='.length).split(';')[0] };
}

const upload = async (session, path, name, bytes, type) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return api('POST', path, { session, form });
};
const picture = (r, g, b) => sharp({ create: { width: 1200, height: 800, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

try {
  const { session } = await api('POST', '/api/auth/signup', {
    body: { email: `photos.${Date.now()}@example.ma`, password: 'motdepasse-photos', firstName: 'Nadia', lastName: 'Alaoui', role: 'merchant' },
  });
  const { body: venue } = await api('POST', '/api/venues', {
    session,
    body: { name: 'Riad Yasmine', categoryId: 'riad', address: '209 Derb Ben Amrane, Riad Zitoun', city: 'Marrakech', description: 'Un riad aux zelliges verts, un patio et sa piscine.' },
  });
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  await db.query(`update venues.venues set status = 'approved', score = 99.9 where id = $1`, [venue.id]);
  await db.end();
  for (const [name, colour] of [['patio.jpg', [46, 125, 110]], ['chambre.jpg', [196, 98, 64]], ['terrasse.jpg', [226, 190, 120]]]) {
    await upload(session, `/api/merchant/venues/${venue.id}/photos`, name, await picture(...colour), 'image/jpeg');
  }
  const docs = `/api/merchant/venues/${venue.id}/verification/documents`;
  await upload(session, `${docs}?kind=trade_register`, 'registre-commerce.pdf', PDF, 'application/pdf');
  await upload(session, `${docs}?kind=proof_of_address`, 'facture-redal.pdf', PDF, 'application/pdf');
  const { session: admin } = await api('POST', `/api/test/login/${ADMIN_ID}`);

  /** Each state of the verification, in order, with what to do before its pictures. */
  const STATES = [
    { name: 'missing', before: async () => {} },
    {
      name: 'submitted',
      before: async () => {
        await upload(session, `${docs}?kind=manager_identity`, 'cin-gerant.jpg', await picture(120, 120, 120), 'image/jpeg');
        await api('POST', `/api/merchant/venues/${venue.id}/verification/submit`, { session });
      },
    },
    {
      name: 'rejected',
      before: () => api('POST', `/api/admin/verifications/${venue.id}/decision`, { session: admin, body: { decision: 'reject', reason: 'Le justificatif d’adresse est illisible : envoyez une facture récente.' } }),
    },
    {
      name: 'approved',
      before: async () => {
        await api('POST', `/api/merchant/venues/${venue.id}/verification/submit`, { session });
        await api('POST', `/api/admin/verifications/${venue.id}/decision`, { session: admin, body: { decision: 'approve' } });
      },
    },
  ];

  const browsers = await Promise.all(WIDTHS.map((width) => launchTestBrowser({ width, height: 900 })));
  try {
    const each = async (act) => {
      for (const [index, width] of WIDTHS.entries()) {
        const { page, context } = browsers[index];
        await context.addCookies([{ name: 'lieux_session', value: session, url: base }]);
        for (const locale of LOCALES) {
          await page.goto(`${base}/faq`);
          await page.evaluate((chosen) => window.localStorage.setItem('locale', chosen), locale);
          const shot = async (name) => {
            await page.waitForTimeout(400);
            await page.screenshot({ path: join(outDir, `${name}-${locale}-${width}.png`), fullPage: true });
            console.log(`${name}-${locale}-${width}`);
          };
          await act(page, shot);
        }
      }
    };
    for (const state of STATES) {
      await state.before();
      await each(async (page, shot) => {
        await page.goto(`${base}/merchant/venue/${venue.id}/edit?tab=verification`);
        await page.locator('[data-verification]').first().waitFor();
        await shot(`verification-${state.name}`);
      });
    }
    await each(async (page, shot) => {
      await page.goto(`${base}/merchant/venue/${venue.id}/edit?tab=photos`);
      await page.locator('[data-photo-id]').first().waitFor();
      await shot('photo-manager');
      await page.locator('[data-photo-id]').nth(1).getByRole('button').last().click();
      await page.getByRole('dialog').waitFor();
      await shot('photo-delete-confirm');
      await page.keyboard.press('Escape');
      await page.goto(`${base}/merchant/dashboard`);
      await page.locator('[data-verification]').first().waitFor();
      await shot('dashboard');
      await page.goto(`${base}/explorer`);
      await page.locator('img[data-cover]').first().waitFor();
      await shot('explorer');
      await page.goto(`${base}/venue/${venue.slug}`);
      await page.locator('[aria-labelledby="venue-gallery"] img').first().waitFor();
      await shot('venue');
      await page.locator('[aria-labelledby="venue-gallery"] button').first().click();
      await page.locator('dialog img').waitFor();
      await shot('viewer');
      await page.keyboard.press('Escape');
    });
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
  }
} finally {
  await stopE2eStack(stack);
}
