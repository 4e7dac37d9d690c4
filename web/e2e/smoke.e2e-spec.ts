import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl, htmlLocale, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';

// Browser smoke test of the web app served by the gateway (E2E_BASE_URL, set by the e2e global
// setup), talking to the real API: no request is intercepted.

const FOOTER_PATHS = [
  '/explorer',
  '/search',
  '/merchant',
  '/signup',
  '/login',
  '/centre-aide',
  '/contact',
  '/faq',
  '/guide',
  '/statut',
  '/confidentialite',
  '/conditions',
  '/cookies',
  '/mentions-legales',
  '/rgpd',
];

/** The language of each translation chunk the page fetches (`home.ar-<hash>.js` → `ar`). */
function recordTranslationChunks(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/[\w-]+\.(en|ar)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) fetched.push(match[1]);
  });
  return fetched;
}

describe('web app smoke', () => {
  let browser: TestBrowser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchTestBrowser();
    ({ context, page } = browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the home search page (/search) with the categories of the API', async () => {
    const translationChunks = recordTranslationChunks(page);
    // The page arrives rendered by the server with the categories (issue 31 §2): the browser asks no API for them.
    await page.goto(`${baseUrl()}/search`);

    for (const name of ['Restaurants', 'Cafés', 'Hôtels', 'Boutiques', 'Spas', 'Bars']) {
      await page.getByRole('button', { name, exact: true }).waitFor();
    }
    expect(await htmlLocale(page)).toEqual({ lang: 'fr', dir: 'ltr' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // French comes with the code: a French visit downloads no English or Arabic texts.
    expect(translationChunks).toEqual([]);
  });

  it('has the shared layout: signed-out links and every footer link', async () => {
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Connexion' }).waitFor();
    await header.getByRole('link', { name: "S'inscrire" }).waitFor();

    const footerPaths = await page
      .locator('footer a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...new Set(footerPaths)].sort()).toEqual([...FOOTER_PATHS].sort());
    // The year is the browser's: fixed in a page of its own, so a run across New Year's midnight cannot see two.
    const dated = await context.newPage();
    await dated.clock.setFixedTime(new Date('2026-11-27T12:00:00Z'));
    await dated.goto(page.url());
    await dated.locator('footer').getByText('© 2026').waitFor();
    await dated.close();
  });

  it('searches for the word a category button shows when it is clicked', async () => {
    await page.getByRole('button', { name: 'Cafés', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/recherche' && url.searchParams.get('q') === 'Cafés');
  });

  it('shows the not-found screen for an unknown path', async () => {
    await page.goto(`${baseUrl()}/nimporte-quoi`);
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    await page.getByText("La page que vous recherchez n'existe pas ou a été déplacée.").waitFor();
    await page.getByRole('link', { name: "Retour à l'accueil" }).waitFor();
    await page.getByRole('button', { name: 'Retour', exact: true }).waitFor();
  });

  it('switches to Arabic right-to-left and back to French', async () => {
    await page.goto(`${baseUrl()}/search`);
    await page.locator('header').getByRole('combobox', { name: 'Langue' }).selectOption('ar');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await htmlLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('button', { name: 'مقاهي', exact: true }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'مقاهي', exact: true }).waitFor();
    expect(await htmlLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    await page.locator('header').getByRole('combobox', { name: 'اللغة' }).selectOption('fr');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    expect(await htmlLocale(page)).toEqual({ lang: 'fr', dir: 'ltr' });
    await page.getByRole('button', { name: 'Cafés', exact: true }).waitFor();
  });

  it('opens in Arabic for a stored Arabic choice, with no French shown first', async () => {
    const arabicPage = await context.newPage();
    const translationChunks = recordTranslationChunks(arabicPage);
    // A stored choice is in localStorage and, for the gateway that renders the page, in a cookie
    // (i18n/locale-storage.ts): the page is then rendered in Arabic from its first byte.
    await context.addCookies([{ name: 'lieux_locale', value: 'ar', url: baseUrl() }]);
    // Before any script of the page: store the choice, then watch every change of the page for
    // French texts and note <html lang dir> when the first text appears.
    await arabicPage.addInitScript(() => {
      window.localStorage.setItem('locale', 'ar');
      const watch = { french: [] as string[], firstText: null as null | { lang: string; dir: string } };
      Object.assign(window, { __watch: watch });
      new MutationObserver(() => {
        const text = document.getElementById('root')?.textContent ?? '';
        if (text.trim() !== '' && !watch.firstText) {
          watch.firstText = { lang: document.documentElement.lang, dir: document.documentElement.dir };
        }
        for (const french of ['Connexion', "S'inscrire", 'Rechercher', 'Catégories', 'Chargement']) {
          if (text.includes(french) && !watch.french.includes(french)) watch.french.push(french);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });

    await arabicPage.goto(`${baseUrl()}/search`);
    await arabicPage.getByRole('button', { name: 'مقاهي', exact: true }).waitFor();
    await arabicPage.locator('header').getByRole('link', { name: 'تسجيل الدخول' }).waitFor();
    const watch = await arabicPage.evaluate(() => (window as unknown as { __watch: unknown }).__watch);
    expect(watch).toEqual({ french: [], firstText: { lang: 'ar', dir: 'rtl' } });
    expect(new Set(translationChunks)).toEqual(new Set(['ar']));
    await context.clearCookies({ name: 'lieux_locale' });

    await arabicPage.evaluate(() => window.localStorage.removeItem('locale'));
    await arabicPage.close();
  });
});
