import type { Page } from 'playwright-core';
import { faqAr } from '../src/screens/faq/faq.ar';
import { faqEn } from '../src/screens/faq/faq.en';
import { faqFr } from '../src/screens/faq/faq.fr';
import { guideAr } from '../src/screens/guide/guide.ar';
import { guideEn } from '../src/screens/guide/guide.en';
import { guideFr } from '../src/screens/guide/guide.fr';
import { helpCenterAr } from '../src/screens/help-center/help-center.ar';
import { helpCenterEn } from '../src/screens/help-center/help-center.en';
import { helpCenterFr } from '../src/screens/help-center/help-center.fr';
import { cookiesAr } from '../src/screens/legal/cookies.ar';
import { cookiesEn } from '../src/screens/legal/cookies.en';
import { cookiesFr } from '../src/screens/legal/cookies.fr';
import { gdprAr } from '../src/screens/legal/gdpr.ar';
import { gdprEn } from '../src/screens/legal/gdpr.en';
import { gdprFr } from '../src/screens/legal/gdpr.fr';
import { legalNoticeAr } from '../src/screens/legal/legal-notice.ar';
import { legalNoticeEn } from '../src/screens/legal/legal-notice.en';
import { legalNoticeFr } from '../src/screens/legal/legal-notice.fr';
import { legalFr } from '../src/screens/legal/legal.fr';
import { privacyAr } from '../src/screens/legal/privacy.ar';
import { privacyEn } from '../src/screens/legal/privacy.en';
import { privacyFr } from '../src/screens/legal/privacy.fr';
import { termsAr } from '../src/screens/legal/terms.ar';
import { termsEn } from '../src/screens/legal/terms.en';
import { termsFr } from '../src/screens/legal/terms.fr';
import { merchantAr } from '../src/screens/merchant/merchant.ar';
import { merchantEn } from '../src/screens/merchant/merchant.en';
import { merchantFr } from '../src/screens/merchant/merchant.fr';
import { htmlLocale, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { e2eSetting } from '@lieux/testing/e2e';
import { LOCALES, openIn, seriousAxeViolations } from './page-checks.e2e-helpers';

// The help, legal and business pages in a real browser, served by the gateway like the rest.

/** Each content page and its <h1> in French, English and Arabic. */
const PAGES = [
  { path: '/faq', titles: { fr: faqFr.screenTitle, en: faqEn.screenTitle, ar: faqAr.screenTitle } },
  { path: '/guide', titles: { fr: guideFr.screenTitle, en: guideEn.screenTitle, ar: guideAr.screenTitle } },
  { path: '/centre-aide', titles: { fr: helpCenterFr.screenTitle, en: helpCenterEn.screenTitle, ar: helpCenterAr.screenTitle } },
  { path: '/confidentialite', titles: { fr: privacyFr.title, en: privacyEn.title, ar: privacyAr.title } },
  { path: '/conditions', titles: { fr: termsFr.title, en: termsEn.title, ar: termsAr.title } },
  { path: '/cookies', titles: { fr: cookiesFr.title, en: cookiesEn.title, ar: cookiesAr.title } },
  { path: '/mentions-legales', titles: { fr: legalNoticeFr.title, en: legalNoticeEn.title, ar: legalNoticeAr.title } },
  { path: '/rgpd', titles: { fr: gdprFr.title, en: gdprEn.title, ar: gdprAr.title } },
  { path: '/merchant', titles: { fr: merchantFr['hero.title'], en: merchantEn['hero.title'], ar: merchantAr['hero.title'] } },
] as const;

const FAQ_QUESTION_COUNT = 20;

describe('content pages', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchTestBrowser();
    ({ page } = browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('FAQ: the search narrows the questions, empties, and clearing it brings them all back', async () => {
    await openIn(page, 'fr', '/faq');
    const status = page.getByRole('status');
    await status.getByText(`${FAQ_QUESTION_COUNT} questions`).waitFor();
    const questions = page.locator('main [aria-controls]');
    expect(await questions.count()).toBe(FAQ_QUESTION_COUNT);

    const search = page.getByRole('searchbox', { name: faqFr['search.label'] });
    await search.fill('reseaux sociaux');
    await status.getByText(/résultats? pour «\s?reseaux sociaux\s?»/).waitFor();
    const narrowed = await questions.count();
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(FAQ_QUESTION_COUNT);
    await page.getByRole('button', { name: faqFr['q.connecter-reseaux'] }).waitFor();

    await search.fill('xylophone');
    await page.getByText("Essayez d'autres mots-clés ou parcourez toutes les questions.", { exact: true }).waitFor();
    await status.getByText(/^0 résultat pour «\s?xylophone\s?»$/).waitFor();
    expect(await questions.count()).toBe(0);

    await page.locator('main').getByRole('button', { name: faqFr['empty.action'] }).last().click();
    await status.getByText(`${FAQ_QUESTION_COUNT} questions`).waitFor();
    expect(await questions.count()).toBe(FAQ_QUESTION_COUNT);
    expect(await search.inputValue()).toBe('');
  });

  it('FAQ: one item is open at a time, across categories', async () => {
    const first = page.getByRole('button', { name: faqFr['q.comment-voter'] });
    const second = page.getByRole('button', { name: faqFr['q.scores-lieux'] });
    await first.click();
    await page.waitForFunction(() => document.querySelectorAll('main [aria-expanded="true"]').length === 1);
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    await page.waitForFunction(() => document.querySelectorAll('main [aria-expanded="true"]').length === 1);
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
  });

  it('help centre: a topic link opens its FAQ item, and the search finds FAQ and guide together', async () => {
    await openIn(page, 'fr', '/centre-aide');
    await page.getByRole('link', { name: faqFr['q.ameliorer-score'] }).click();
    await page.waitForURL((url) => url.pathname === '/faq' && url.hash === '#ameliorer-score');
    const item = page.getByRole('button', { name: faqFr['q.ameliorer-score'] });
    await page.waitForFunction(() => document.querySelector('#ameliorer-score [aria-expanded="true"]') !== null);
    expect(await item.getAttribute('aria-expanded')).toBe('true');
    await page.waitForFunction(() => document.activeElement?.closest('#ameliorer-score') !== null);
    await page.getByText('Publiez régulièrement', { exact: false }).waitFor({ state: 'visible' });

    await openIn(page, 'fr', '/centre-aide');
    await page.getByRole('searchbox', { name: helpCenterFr['search.label'] }).fill('tableau de bord');
    const results = page.getByRole('region', { name: helpCenterFr['results.title'] });
    await results.getByRole('link', { name: faqFr['q.tableau-bord'] }).waitFor();
    await results.getByRole('link', { name: guideFr['section.utiliser-tableau-bord.title'] }).click();
    await page.waitForURL((url) => url.pathname === '/guide' && url.hash === '#utiliser-tableau-bord');
    // The section lives in the merchant tab, which the anchor selected.
    await page.getByRole('tab', { name: guideFr['tab.commercant'], selected: true }).waitFor();
    await page.getByRole('heading', { name: guideFr['section.utiliser-tableau-bord.title'] }).waitFor({ state: 'visible' });
  });

  it('GDPR page: the request section is the #contact-form anchor, by e-mail to the privacy address', async () => {
    await openIn(page, 'fr', '/rgpd#contact-form');
    const section = page.locator('section#contact-form');
    await section.getByRole('heading', { name: gdprFr['request.title'] }).waitFor();
    const href = await section.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^mailto:confidentialite@lieux\.ma\?subject=/);
  });

  it('the legal notice, the FAQ and the footer state the facts the gateway is configured with, and say which this instance was not given', async () => {
    await openIn(page, 'fr', '/mentions-legales');
    const publisher = page.locator('section#publisher');
    await publisher.getByText(e2eSetting('E2E_SITE_COMPANY'), { exact: false }).first().waitFor();
    const text = await publisher.innerText();
    expect(text).toContain(`Registre du commerce : ${e2eSetting('E2E_SITE_TRADE_REGISTER')}`);
    expect(text).toContain(`ICE : ${legalFr.notGiven}`);
    expect(text).toContain(`E-mail : ${e2eSetting('E2E_SITE_EMAIL')}`);
    expect(await page.locator('footer').innerText()).toContain(e2eSetting('E2E_SITE_EMAIL'));
    await openIn(page, 'fr', '/faq');
    const mail = page.getByRole('link', { name: faqFr['more.mail'] });
    expect(await mail.getAttribute('href')).toBe(`mailto:${e2eSetting('E2E_SITE_EMAIL')}`);
  });

  for (const locale of LOCALES) {
    it(`each content page shows its title in ${locale}, right-to-left only in Arabic`, async () => {
      for (const { path, titles } of PAGES) {
        await openIn(page, locale, path);
        await page.getByRole('heading', { level: 1, name: titles[locale] }).waitFor();
        expect(await htmlLocale(page)).toEqual({ lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' });
      }
    });
  }

  for (const locale of ['fr', 'ar'] as const) {
    it(`axe finds no serious or critical violation on the content pages in ${locale}`, async () => {
      const found: string[] = [];
      for (const { path, titles } of PAGES) {
        await openIn(page, locale, path);
        await page.getByRole('heading', { level: 1, name: titles[locale] }).waitFor();
        found.push(...(await seriousAxeViolations(page, path)));
      }
      expect(found).toEqual([]);
    });
  }
});
