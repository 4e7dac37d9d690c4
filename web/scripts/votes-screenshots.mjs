// Screenshots of the votes and favourites screens (issue 8) at phone (375 px) and desktop (1280 px)
// widths, in French and Arabic, for a person to look at: `npm run screenshots:votes -w @lieux/web`.
// Starts the e2e stack (the built platform with its demo data, on its own database; E2E_PORT_OFFSET
// moves its ports; run it under the e2e lock): every vote and favourite shown is a real one.
// PNGs go to /tmp/votes-shots/ (or the first argument); nothing is committed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchTestBrowser } from '../../libs/testing/src/e2e/browser.ts';
import { startE2eStack, stopE2eStack } from '../../libs/testing/src/e2e/e2e-stack.mjs';

const outDir = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? '/tmp/votes-shots';
const WIDTHS = [375, 1280];
const LOCALES = ['fr', 'ar'];

async function shoot(page, width, name) {
  await page.waitForTimeout(400);
  const { overflow, height } = await page.evaluate(() => ({ overflow: document.documentElement.scrollWidth - window.innerWidth, height: document.documentElement.scrollHeight }));
  const clip = { x: 0, y: 0, width, height: Math.min(width < 600 ? 1400 : 1000, height) };
  await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true, clip });
  console.log(`${name}${overflow > 0 ? `: horizontal overflow ${overflow} px` : ''}`);
}

/** A fresh account, signed in in this browser (the sign-up route, as the form calls it). */
async function signUp(page, base) {
  await page.goto(`${base}/faq`);
  const status = await page.evaluate(async () => {
    await fetch('/api/auth/logout', { method: 'POST' });
    const email = `shots.${crypto.randomUUID()}@example.ma`;
    const response = await fetch('/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'motdepasse-shots', firstName: 'Salma', lastName: 'Berrada' }) });
    return response.status;
  });
  if (status !== 201) throw new Error(`sign-up answered ${status}`);
}

mkdirSync(outDir, { recursive: true });
const stack = await startE2eStack();
const base = process.env.E2E_BASE_URL;
try {
  for (const width of WIDTHS) {
    const browser = await launchTestBrowser({ width, height: 900 });
    const { page } = browser;
    try {
      for (const locale of LOCALES) {
        await page.goto(`${base}/faq`);
        await page.evaluate(async (chosen) => {
          window.localStorage.setItem('locale', chosen);
          await fetch('/api/auth/logout', { method: 'POST' });
        }, locale);
        await page.goto(`${base}/explorer`);
        await page.locator('article').first().waitFor();
        await shoot(page, width, `explorer-signed-out-${locale}-${width}`);

        await signUp(page, base);
        await page.goto(`${base}/favoris`);
        await page.locator('h1').first().waitFor();
        await shoot(page, width, `favoris-empty-${locale}-${width}`);

        await page.goto(`${base}/explorer`);
        const card = page.locator('article').first();
        await card.locator('button[aria-pressed="false"]').last().waitFor();
        await card.locator('button[aria-pressed="false"]').last().click();
        await page.locator('.mantine-Notification-root').first().waitFor();
        await card.locator('button[aria-pressed="false"]').first().click();
        await card.locator('button[aria-pressed="true"]').nth(1).waitFor();
        await shoot(page, width, `explorer-voted-${locale}-${width}`);

        const slug = (await card.locator('h2 a, h3 a').first().getAttribute('href')) ?? '';
        await page.goto(`${base}${slug}`);
        await page.locator('h1').first().waitFor();
        await page.locator('button[aria-pressed="true"]').first().waitFor();
        await shoot(page, width, `venue-voted-${locale}-${width}`);

        await page.goto(`${base}/favoris`);
        await page.locator('article').first().waitFor();
        await shoot(page, width, `favoris-${locale}-${width}`);

        if (width < 600) {
          await page.getByRole('button', { name: /menu|القائمة/i }).first().click();
        } else {
          await page.locator('header').getByRole('button').last().click();
        }
        await page.waitForTimeout(300);
        await shoot(page, width, `menu-favoris-${locale}-${width}`);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await stopE2eStack(stack);
}
