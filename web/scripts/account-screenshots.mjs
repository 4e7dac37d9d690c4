// Screenshots of the account screens (/login, /signup, /test-roles, /compte, a consumer's /compte and /merchant) and the signed-in navigation, at phone (375 px) and desktop
// (1280 px) widths, in French and Arabic, for a person to look at: `npm run screenshots:accounts -w
// @lieux/web` after a build. Serves web/dist with `vite preview`; the auth status is answered here
// (a signed-out visitor, or a signed-in merchant), so no gateway is needed. PNGs go to
// /tmp/accweb-shots/ (or the directory given as first argument); nothing is committed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import { launchTestBrowser } from '../../libs/testing/src/e2e/browser.ts';

const outDir = process.argv[2] ?? '/tmp/accweb-shots';
const WIDTHS = [375, 1280];
const LOCALES = ['fr', 'ar'];
const MERCHANT = {
  id: '00000000-0000-4000-8000-00000000a002',
  firstName: 'Karim',
  lastName: 'Benjelloun',
  email: 'karim@example.ma',
  role: 'merchant',
  profileImageUrl: null,
  subscription: 'free',
  createdAt: '2025-01-01T00:00:00.000Z',
};

mkdirSync(outDir, { recursive: true });
const server = await preview({ root: join(import.meta.dirname, '..'), logLevel: 'warn', preview: { port: 4891 } });
const base = server.resolvedUrls.local[0].replace(/\/$/, '');

async function answerStatus(page, user) {
  await page.unroute('**/api/auth/status');
  await page.route('**/api/auth/status', (route) => route.fulfill({ json: { user, isAuthenticated: user !== null } }));
  await page.route('**/api/test/me', (route) => route.fulfill({ json: { user } }));
  await page.route('**/api/categories', (route) => route.fulfill({ json: [] }));
  // An OpenID provider configured: the external sign-in button shows.
  await page.route('**/api/auth/providers', (route) => route.fulfill({ json: { externalSignIn: true } }));
}

try {
  for (const width of WIDTHS) {
    const browser = await launchTestBrowser({ width, height: 900 });
    const { page } = browser;
    const shot = async (name) => {
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: width < 600 && !name.startsWith('nav-') });
      console.log(`${name}-${width}`);
    };
    try {
      for (const locale of LOCALES) {
        await answerStatus(page, null);
        await page.goto(`${base}/faq`);
        await page.evaluate((chosen) => window.localStorage.setItem('locale', chosen), locale);

        for (const path of ['/login', '/signup', '/test-roles']) {
          await page.goto(`${base}${path}`);
          await page.locator('h1').first().waitFor();
          await shot(`${path.slice(1)}-${locale}`);
        }
        // Why an external sign-in came back: an unverified e-mail (red), no provider (blue).
        for (const reason of ['email-non-verifie', 'connexion-externe']) {
          await page.goto(`${base}/login?erreur=${reason}`);
          await page.locator('h1').first().waitFor();
          await shot(`login-${reason}-${locale}`);
        }
        // The validation messages and the submitting state's neighbour: the empty form sent.
        await page.goto(`${base}/signup`);
        await page.locator('form button[type=submit]').click();
        await shot(`signup-errors-${locale}`);

        await answerStatus(page, MERCHANT);
        await page.goto(`${base}/faq`);
        await page.locator('h1').first().waitFor();
        if (width < 600) {
          await page.locator('header button[aria-controls=mobile-menu]').click();
          await shot(`nav-merchant-mobile-menu-${locale}`);
        } else {
          await shot(`nav-merchant-${locale}`);
          await page.locator('header nav button[aria-haspopup]').click();
          await shot(`nav-merchant-menu-open-${locale}`);
        }
        await page.goto(`${base}/compte`);
        await page.locator('h1').first().waitFor();
        await shot(`account-${locale}`);
        // A consumer: 'Devenir commerçant' on the account page and on the business page.
        await answerStatus(page, { ...MERCHANT, role: 'consumer' });
        for (const path of ['/compte', '/merchant']) {
          await page.goto(`${base}${path}`);
          await page.locator('h1').first().waitFor();
          await shot(`consumer-${path.slice(1)}-${locale}`);
        }
        await answerStatus(page, { ...MERCHANT, role: 'admin', firstName: '', lastName: '' });
        await page.goto(`${base}/faq`);
        await page.locator('h1').first().waitFor();
        if (width >= 600) await shot(`nav-admin-email-only-${locale}`);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}
