// Screenshots of the e-mail confirmation screens (issue 30 §9) at phone (375 px) and desktop (1280 px)
// widths, in French and Arabic, for a person to look at: `npm run screenshots:trust -w @lieux/web`.
// Starts the e2e stack (E2E_PORT_OFFSET moves its ports); every account and link shown is a real one:
// the account page's notice after a vote, the vote's toast, /confirm-email with the welcome mail's
// link, and with a link that is no more. PNGs go to /tmp/trust-shots/ (or the first argument).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchTestBrowser } from '../../libs/testing/src/e2e/browser.ts';
import { confirmationLinkOf } from '../../libs/testing/src/e2e/e2e-client.ts';
import { startE2eStack, stopE2eStack } from '../../libs/testing/src/e2e/e2e-stack.mjs';

const outDir = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? '/tmp/trust-shots';
const WIDTHS = [375, 1280];
const LOCALES = ['fr', 'ar'];

async function shoot(page, width, name) {
  await page.waitForTimeout(400);
  const { overflow, height } = await page.evaluate(() => ({ overflow: document.documentElement.scrollWidth - window.innerWidth, height: document.documentElement.scrollHeight }));
  const clip = { x: 0, y: 0, width, height: Math.min(width < 600 ? 1400 : 1000, height) };
  await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true, clip });
  console.log(`${name}${overflow > 0 ? `: horizontal overflow ${overflow} px` : ''}`);
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
        const email = `shots.${width}.${locale}.${Date.now().toString(36)}@example.ma`;
        const status = await page.evaluate(
          async ({ chosen, address }) => {
            window.localStorage.setItem('locale', chosen);
            await fetch('/api/auth/logout', { method: 'POST' });
            const response = await fetch('/api/auth/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: address, password: 'Zellige-Fes-1923', firstName: 'Salma', lastName: 'Berrada', locale: chosen }) });
            return response.status;
          },
          { chosen: locale, address: email },
        );
        if (status !== 201) throw new Error(`sign-up answered ${status}`);

        await page.goto(`${base}/explorer`);
        const card = page.locator('article').first();
        // The vote button is the card's last pressable one (the save control comes before it).
        await card.locator('button[aria-pressed="false"]').last().waitFor();
        await card.locator('button[aria-pressed="false"]').last().click();
        await page.locator('.mantine-Notification-root').first().waitFor();
        await shoot(page, width, `vote-unconfirmed-${locale}-${width}`);

        await page.goto(`${base}/compte`);
        await page.getByTestId('email-confirmation-notice').waitFor();
        await shoot(page, width, `account-unconfirmed-${locale}-${width}`);

        await page.goto(`${base}${await confirmationLinkOf(email)}`);
        await page.locator('[role="status"]').filter({ hasNotText: '…' }).last().waitFor();
        await page.waitForTimeout(300);
        await shoot(page, width, `confirm-email-done-${locale}-${width}`);

        await page.goto(`${base}/confirm-email?token=${'x'.repeat(43)}`);
        await page.locator('[role="alert"]').first().waitFor();
        await shoot(page, width, `confirm-email-invalid-${locale}-${width}`);

        await page.goto(`${base}/compte`);
        await page.locator('h1').first().waitFor();
        await shoot(page, width, `account-confirmed-${locale}-${width}`);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await stopE2eStack(stack);
}
