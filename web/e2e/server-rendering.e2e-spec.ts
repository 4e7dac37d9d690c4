import type { Page, Request } from 'playwright-core';
import { baseUrl, launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { hydrationOver, recordHydrationWarnings, watchHydration } from './hydration.e2e-helpers';

// Public pages rendered on the server and hydrated (issue 31 §2, docs/architecture.md "Pages rendered
// on the server"), read in Chromium as an anonymous visitor: no hydration mismatch in French or
// Arabic, no read asked again by the browser, the LCP image in the server's HTML.

/** A demo venue with a cover photo (services/venues demo data). */
const VENUE = '/venue/cafe-bleu-des-oudayas-rabat';

const SSR_PAGES = ['/landing', '/explorer', '/recherche?q=cafe', '/search', VENUE, '/faq', '/guide', '/centre-aide', '/confidentialite', '/mentions-legales', '/statut', '/merchant'];

const inLocale = (path: string, locale: 'fr' | 'ar') => (locale === 'fr' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`);

/** The API reads (GETs) the page asks, in order, as `/api/…?query`. */
function recordApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

describe('public pages rendered on the server', () => {
  let browser: TestBrowser;

  beforeAll(async () => {
    browser = await launchTestBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function freshPage(): Promise<Page> {
    const page = await browser.context.newPage();
    await watchHydration(page);
    return page;
  }

  it.each(['fr', 'ar'] as const)('each public page arrives rendered and hydrates without a mismatch (%s)', async (locale) => {
    const page = await freshPage();
    const warnings = recordHydrationWarnings(page);
    for (const path of SSR_PAGES) {
      const response = await page.goto(`${baseUrl()}${inLocale(path, locale)}`);
      expect([path, response?.headers()['x-render']]).toEqual([path, expect.stringMatching(/^ssr/)]);
      // The server's HTML already holds the page: its main landmark has content before any script runs.
      const served = (await response?.text()) ?? '';
      expect([path, /<main[^>]*>[\s\S]*<h1/.test(served)]).toEqual([path, true]);
      await hydrationOver(page);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, locale === 'ar' ? 'rtl' : 'ltr']);
    }
    expect(warnings).toEqual([]);
    await page.close();
  });

  it('reuses the server’s data on first load: no read is asked again, none twice', async () => {
    for (const path of ['/landing', '/explorer', '/recherche?q=cafe', VENUE]) {
      const page = await freshPage();
      const reads = recordApiReads(page);
      await page.goto(`${baseUrl()}${path}`);
      await hydrationOver(page);
      // What the server rendered with: the sign-in state, the venue, the lists and figures.
      const rendered = reads.filter((read) => /^\/api\/(auth\/status|places\/[^/]+$|places\/[^/]+\?|feed|venues\/search|stats|categories)/.test(read));
      expect([path, rendered]).toEqual([path, []]);
      expect([path, reads.filter((read, index) => reads.indexOf(read) !== index)]).toEqual([path, []]);
      await page.close();
    }
  });

  it('has the LCP element in the server’s HTML, an image of it preloaded', async () => {
    for (const path of ['/landing', '/explorer', '/recherche?q=cafe', VENUE]) {
      const page = await freshPage();
      await page.goto(`${baseUrl()}${path}`);
      await hydrationOver(page);
      // What Chromium reports as the page's Largest Contentful Paint (as Lighthouse reads it).
      const lcp = await page.evaluate(
        () =>
          new Promise<{ tag: string; src: string; text: string }>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as Array<PerformanceEntry & { element: Element | null; url: string }>;
              const last = entries[entries.length - 1];
              resolve({ tag: last?.element?.tagName ?? '', src: last?.url ?? '', text: (last?.element?.textContent ?? '').trim().slice(0, 60) });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      await page.close();
      // The same element in what the server sent, read without any script (every script refused).
      const still = await browser.context.newPage();
      await still.route(/\.js(\?|$)/, (route) => route.abort());
      await still.goto(`${baseUrl()}${path}`);
      const present = await still.evaluate(
        ({ tag, src, text }) =>
          [...document.querySelectorAll(tag)].some((element) =>
            tag === 'IMG' ? new URL((element as HTMLImageElement).currentSrc || (element as HTMLImageElement).src).pathname === new URL(src).pathname : (element.textContent ?? '').trim().startsWith(text),
          ),
        lcp,
      );
      expect([path, lcp.tag, present]).toEqual([path, expect.stringMatching(/./), true]);
      if (lcp.tag === 'IMG') {
        const html = await (await fetch(`${baseUrl()}${path}`)).text();
        expect([path, /<link rel="preload" as="image"[^>]*imagesrcset="[^"]*\//.test(html)]).toEqual([path, true]);
      }
      await still.close();
    }
  });

  it('sends a signed-in reader (any session cookie) the page for the browser to render', async () => {
    const response = await fetch(`${baseUrl()}/landing`, { headers: { cookie: 'lieux_session=whatever' } });
    expect(response.headers.get('x-render')).toBe('spa');
    expect(await response.text()).toContain('<div id="root"></div>');
  });
});
