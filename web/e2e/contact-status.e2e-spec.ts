import type { Page } from 'playwright-core';
import { htmlLocale, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { TestSmtpServer, uniqueHex } from '@lieux/testing';
import { contactAr } from '../src/screens/contact/contact.ar';
import { contactEn } from '../src/screens/contact/contact.en';
import { contactFr } from '../src/screens/contact/contact.fr';
import { statusAr } from '../src/screens/status/status.ar';
import { statusEn } from '../src/screens/status/status.en';
import { statusFr } from '../src/screens/status/status.fr';
import { STATUS_REFRESH_MS } from '../src/screens/status/status-refresh';
import { LOCALES, openIn, seriousAxeViolations } from './page-checks.e2e-helpers';
import { controlProcess } from '@lieux/testing/e2e';

// The contact form and the live status page in Chromium, through the gateway, the admin service and
// a real SMTP server on the stack's SMTP port (the support mail exists only once the message is stored).

const PAGES = [
  { path: '/contact', titles: { fr: contactFr.screenTitle, en: contactEn.screenTitle, ar: contactAr.screenTitle } },
  { path: '/statut', titles: { fr: statusFr.screenTitle, en: statusEn.screenTitle, ar: statusAr.screenTitle } },
] as const;

describe('contact and status in the browser', () => {
  let browser: TestBrowser;
  let page: Page;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start(Number(process.env.E2E_SMTP_PORT));
    browser = await launchTestBrowser();
    ({ page } = browser);
  });

  afterAll(async () => {
    await browser?.close();
    await smtp?.stop();
  });

  it('the contact form checks its fields, sends, confirms with a toast, and the message reaches support', async () => {
    await openIn(page, 'fr', '/contact');
    await page.getByRole('button', { name: contactFr.submit }).click();
    await page.locator('#contact-subject-error').getByText(contactFr['rule.subject']).waitFor();
    await page.locator('#contact-message-error').getByText(contactFr['rule.messageMin']).waitFor();

    const message = `Bonjour, message ${uniqueHex()} depuis le navigateur.`;
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await field(contactFr.firstName).fill('Salma');
    await field(contactFr.lastName).fill('Bennani');
    await field(contactFr.email).fill('salma@example.ma');
    await page.getByRole('combobox', { name: contactFr.subject }).selectOption('bug');
    await field(contactFr.message).fill(message);
    await page.getByRole('button', { name: contactFr.submit }).click();

    await page.getByText(contactFr.sent).waitFor();
    expect(await field(contactFr.message).inputValue()).toBe('');
    const mail = await smtp.waitFor('contact@lieux.ma', 20_000, (received) => received.text.includes(message));
    expect(mail.subject).toBe('[Contact] Signaler un bug — Salma Bennani');
    expect(mail.text).toContain('salma@example.ma');
  });

  it('/statut is live: a stopped service shows as down by itself at the next refresh, and back once restarted', async () => {
    // The page's own clock, moved past its 30 s refresh (STATUS_REFRESH_MS) instead of waiting for it:
    // the refresh, its request and what the gateway measures are real; only the wait is skipped.
    const live = await browser.context.newPage();
    try {
      await live.clock.install();
      await openIn(live, 'fr', '/statut');
      const social = live.locator('[data-service="social"]');
      await social.locator('text=' + statusFr['state.operational']).waitFor({ timeout: 20_000 });
      await live.getByText(statusFr['incidents.none']).waitFor();
      await live.getByText(/Dernière mise à jour : /).waitFor();

      await controlProcess('stop', 'connections');
      try {
        // No reload: the page asks again when its refresh comes.
        await live.clock.fastForward(STATUS_REFRESH_MS + 1000);
        await live.locator('[data-service="social"][data-state="outage"]').waitFor({ timeout: 20_000 });
        expect(await social.getByText(statusFr['state.outage']).count()).toBe(1);
        await live.getByRole('status').filter({ hasText: statusFr['overall.outage'] }).waitFor();
      } finally {
        await controlProcess('start', 'connections');
      }
      await live.clock.fastForward(STATUS_REFRESH_MS + 1000);
      await live.locator('[data-service="social"][data-state="operational"]').waitFor({ timeout: 20_000 });
    } finally {
      await live.close();
    }
  }, 150_000);

  it('/statut: the report button leads to /contact', async () => {
    await openIn(page, 'fr', '/statut');
    await page.getByRole('link', { name: statusFr['report.action'] }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
  });

  for (const locale of LOCALES) {
    it(`contact and status show their title in ${locale}, right-to-left only in Arabic`, async () => {
      for (const { path, titles } of PAGES) {
        await openIn(page, locale, path);
        await page.getByRole('heading', { level: 1, name: titles[locale] }).waitFor();
        expect(await htmlLocale(page)).toEqual({ lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' });
      }
    });
  }

  for (const locale of ['fr', 'ar'] as const) {
    it(`axe finds no serious or critical violation on /contact and /statut in ${locale}`, async () => {
      const violations: string[] = [];
      for (const { path } of PAGES) {
        await openIn(page, locale, path);
        await page.locator('h1').waitFor();
        if (path === '/statut') await page.locator('[data-service="api"]').waitFor();
        violations.push(...(await seriousAxeViolations(page, path)));
      }
      expect(violations).toEqual([]);
    });
  }
});
