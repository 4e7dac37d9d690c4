import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { API } from '@lieux/contracts';
import { ResponseCache } from '../cache/response-cache.js';
import { ServerPages } from './server-pages.js';
import type { SpaIndex } from './spa-index.js';
import type { ServerBundle } from './ssr-renderer.js';

const INDEX = '<html lang="fr" dir="ltr"><head><title>Lieux</title></head><body><div id="root"></div></body></html>';
const spa = { available: true, page: (url: string) => INDEX.replace('<title>Lieux</title>', `<title>${url}</title>`) } as unknown as SpaIndex;
const logger = { warn: () => undefined } as unknown as Logger;
const request = (url: string, cookie?: string) => ({ url, method: 'GET', headers: cookie ? { cookie } : {} }) as unknown as FastifyRequest;

/** A server bundle that renders the address it is given, and counts its renders. */
function countingBundle(failed = false) {
  const renders: string[] = [];
  const bundle: ServerBundle = {
    SSR_PAYLOAD_ID: 'lieux-ssr',
    configureApi: () => undefined,
    renderPage: async (url, locale) => {
      renders.push(`${url} ${locale}`);
      return { html: `<main><h1>${url}</h1></main>`, payload: { queries: [] }, failed };
    },
  };
  return { bundle, renders };
}

describe('pages rendered on the server, kept and dropped', () => {
  it('renders an anonymous reader’s venue page once, keeps it, and renders it again after a venue event', async () => {
    const { bundle, renders } = countingBundle();
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 10 });
    const pages = new ServerPages(spa, bundle, cache, logger);
    const first = await pages.page(request('/venue/cafe-clock-fes?lang=ar'));
    expect(first.render).toBe('ssr-miss');
    expect(first.html).toContain('<div id="root"><main><h1>/venue/cafe-clock-fes?lang=ar</h1></main></div>');
    expect(renders).toEqual(['/venue/cafe-clock-fes?lang=ar ar']);
    expect((await pages.page(request('/venue/cafe-clock-fes?lang=ar'))).render).toBe('ssr-hit');
    expect(renders).toHaveLength(1);
    cache.invalidate(API.places.show.path);
    expect((await pages.page(request('/venue/cafe-clock-fes?lang=ar'))).render).toBe('ssr-miss');
    expect(renders).toHaveLength(2);
  });

  it('renders the status page at each request, never keeping it', async () => {
    const { bundle, renders } = countingBundle();
    const pages = new ServerPages(spa, bundle, new ResponseCache({ ttlMs: 60_000, maxEntries: 10 }), logger);
    expect((await pages.page(request('/statut'))).render).toBe('ssr');
    expect((await pages.page(request('/statut'))).render).toBe('ssr');
    expect(renders).toHaveLength(2);
  });

  it('leaves a signed-in reader, a private screen and a failed render to the browser', async () => {
    const { bundle, renders } = countingBundle();
    const pages = new ServerPages(spa, bundle, undefined, logger);
    expect((await pages.page(request('/landing', 'lieux_session=abc'))).render).toBe('spa');
    expect((await pages.page(request('/compte'))).render).toBe('spa');
    expect(renders).toEqual([]);
    const failing = new ServerPages(spa, countingBundle(true).bundle, undefined, logger);
    const page = await failing.page(request('/landing'));
    expect(page).toEqual({ render: 'spa', html: spa.page('/landing') });
  });

  it('sends an address without a language to the reader’s stored one (not French, not when the address names one)', () => {
    const pages = new ServerPages(spa, countingBundle().bundle, undefined, logger);
    expect(pages.storedLanguageAddress(request('/recherche?q=cafe', 'lieux_visitor=v1; lieux_locale=ar'))).toBe('/recherche?q=cafe&lang=ar');
    expect(pages.storedLanguageAddress(request('/recherche?q=cafe&lang=en', 'lieux_locale=ar'))).toBeUndefined();
    expect(pages.storedLanguageAddress(request('/faq', 'lieux_locale=fr'))).toBeUndefined();
    expect(pages.storedLanguageAddress(request('/compte', 'lieux_locale=ar'))).toBeUndefined();
  });
});
