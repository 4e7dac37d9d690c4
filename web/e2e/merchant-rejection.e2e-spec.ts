import type { Page } from 'playwright-core';
import { TEST_USERS } from '@lieux/contracts';
import { launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { call } from '@lieux/testing/e2e';
import { workspaceFr } from '../src/merchant/workspace.fr';
import { workspaceAr } from '../src/merchant/workspace.ar';
import { merchantWithVenue } from './merchant-venue.e2e-helpers';
import { openIn, seriousAxeViolations } from './page-checks.e2e-helpers';

// A venue rejected by an admin (issue 14), as its merchant sees it in a real browser: the status and the
// admin's reason on the dashboard and the venues list, in French and in Arabic (right to left).

const REASON = 'Adresse introuvable sur place : précisez le quartier.';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function rejectAsAdmin(venueId: string): Promise<void> {
  const admin = TEST_USERS.find((user) => user.role === 'admin');
  const session = (await call('POST', `/api/test/login/${admin?.id}`)).session;
  const answer = await call('POST', `/api/admin/venues/${venueId}/reject`, { session, body: { reason: REASON } });
  if (answer.status !== 200) throw new Error(`rejection failed: ${answer.status}`);
}

describe('a rejected venue on the merchant’s screens', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchTestBrowser();
    ({ page } = browser);
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the status and the admin’s reason, in French and in Arabic, on the dashboard and the list', async () => {
    const venue = await merchantWithVenue(page, 'refus');
    await rejectAsAdmin(venue.id);
    const card = () => page.locator(`[data-venue-id="${venue.id}"]`);

    for (const [locale, messages] of [['fr', workspaceFr], ['ar', workspaceAr]] as const) {
      for (const path of ['/merchant/dashboard', '/merchant/venues']) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await openIn(page, locale, path);
        const reason = card().getByTestId('rejection-reason');
        await reason.waitFor();
        expect(await card().locator('[data-status]').textContent()).toBe(messages['status.rejected']);
        expect(await reason.textContent()).toContain(`${messages['status.rejectedReason']}${REASON}`);
        expect(await reason.textContent()).toContain(messages['status.rejectedHelp']);
        if (locale === 'fr') expect(await seriousAxeViolations(page, path)).toEqual([]);
        if (SHOTS) {
          const name = path.split('/').pop();
          await card().scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/${name}-${locale}-1280.png` });
          await page.setViewportSize({ width: 375, height: 812 });
          await card().scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/${name}-${locale}-375.png` });
        }
      }
    }
  });
});
