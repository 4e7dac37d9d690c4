import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ADMIN_ERRORS } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { call, queryE2eDatabase, SESSION_COOKIE } from '@lieux/testing/e2e';
import { reportActionAr } from '../src/screens/venue/report-action.ar';
import { reportAr } from '../src/screens/venue/report.ar';
import { reportActionFr } from '../src/screens/venue/report-action.fr';
import { reportFr } from '../src/screens/venue/report.fr';
import { openIn } from './page-checks.e2e-helpers';

// Reporting a venue in a real browser against the whole stack (issue 14): signed out, the action
// asks to sign in like the vote button; signed in, the dialog sends a report the admins then see,
// and a second one is refused with the server's French message. SHOTS_DIR set: screenshots.

const shotsDir = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png` });
}

async function approvedVenue(offset: number): Promise<{ id: string; name: string; slug: string }> {
  const [venue] = await queryE2eDatabase<{ id: string; name: string; slug: string }>(`select id, name, slug from venues.venues where status = 'approved' order by slug offset $1 limit 1`, [offset]);
  return venue;
}

describe('reporting a venue from its page', () => {
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

  it('signed out: « Signaler ce lieu » toasts the sign-in message and opens /login', async () => {
    const venue = await approvedVenue(7);
    await openIn(page, 'fr', `/venue/${venue.slug}`);
    await page.getByRole('button', { name: reportActionFr.action }).click();
    await page.getByText(reportActionFr.signInToReport, { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('signed in: reports with « Autre » and details, then is told the venue is already reported', async () => {
    const venue = await approvedVenue(8);
    const email = `signale.${uniqueHex()}@example.ma`;
    const signUp = await call('POST', '/api/auth/signup', { body: { email, password: 'motdepasse-solide', firstName: 'Hind', lastName: 'Ouazzani' } });
    await browser.context.addCookies([{ name: SESSION_COOKIE, value: signUp.session as string, url: baseUrl() }]);

    await openIn(page, 'fr', `/venue/${venue.slug}`);
    await page.getByRole('button', { name: reportActionFr.action }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: reportFr.submit }).click();
    await dialog.getByRole('alert').getByText(reportFr.chooseReason).waitFor();
    await dialog.getByRole('radio', { name: reportFr['reason.other'] }).check();
    await dialog.getByRole('button', { name: reportFr.submit }).click();
    await dialog.getByRole('alert').getByText('Décrivez le problème en au moins 10 caractères.').waitFor();
    await dialog.getByRole('textbox').fill('La terrasse est fermée depuis des mois.');
    await shoot(page, 'report-dialog-fr-1280');
    await dialog.getByRole('button', { name: reportFr.submit }).click();
    await page.getByText(reportFr.sent, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const rows = await queryE2eDatabase<{ reason: string; text: string; status: string }>(
      `select r.reason, r.text, r.status from admin.reports r join auth.users u on u.id = r.reporter_user_id where r.venue_id = $1 and u.email = $2`,
      [venue.id, email],
    );
    expect(rows).toEqual([{ reason: 'other', text: 'La terrasse est fermée depuis des mois.', status: 'open' }]);

    // Again: the server's 409, in French, in the dialog.
    await page.getByRole('button', { name: reportActionFr.action }).click();
    await dialog.getByRole('radio', { name: reportFr['reason.closed'] }).check();
    await dialog.getByRole('button', { name: reportFr.submit }).click();
    await dialog.getByRole('alert').getByText(ADMIN_ERRORS.report_already_open.message).waitFor();
    await shoot(page, 'report-dialog-409-fr-1280');

    if (shotsDir) {
      await page.setViewportSize({ width: 375, height: 812 });
      await shoot(page, 'report-dialog-409-fr-375');
      await openIn(page, 'ar', `/venue/${venue.slug}`);
      await page.getByRole('button', { name: reportActionAr.action }).click();
      await page.getByRole('dialog').getByRole('radio', { name: reportAr['reason.wrong_info'] }).check();
      await shoot(page, 'report-dialog-ar-375');
      await page.setViewportSize({ width: 1280, height: 900 });
      await shoot(page, 'report-dialog-ar-1280');
      await page.keyboard.press('Escape');
      await shoot(page, 'venue-page-ar-1280');
    }
  });
});
