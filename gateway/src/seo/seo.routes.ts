import type { Locale } from '@lieux/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { RENDER_HEADER, type ServerPage, type ServerPages } from '../web/server-pages.js';
import { CONTENT_PAGES, LIVE_PAGES } from '../web/ssr-page-tags.js';
import type { SpaIndex } from '../web/spa-index.js';
import { publicCall, type PublicVenues } from './public-venues.js';
import { robotsTxt, sitemapIndex, staticPagesSitemap, venuesSitemap, VENUES_PER_SITEMAP } from './sitemap.js';
import { missingVenueHead, venuePageHead } from './venue-page-head.js';

export interface SeoRoutesOptions {
  venues: PublicVenues;
  spa: SpaIndex;
  /** The public pages rendered on the server for anonymous readers (web/server-pages.ts). */
  pages: ServerPages;
  logger: Logger;
  /** `PUBLIC_URL`: the site's origin, for canonical addresses (a proxy's Host is not to be trusted for them). */
  publicUrl: string;
}

/** Engines re-read sitemaps rarely; an hour-old list costs nothing and spares the database. */
const SITEMAP_MAX_AGE_S = 3600;
/** A slug is the product's own (lowercase letters, digits, hyphens); anything else names no venue. */
const SLUG = /^[a-z0-9-]{1,160}$/;

/**
 * What search engines and link previews read without running the web app: `/robots.txt`, the
 * sitemaps of public pages and venues, and each venue page with its title, description, Open Graph
 * tags and schema.org JSON-LD already in the HTML (docs/architecture.md, "Search engines").
 */
export function registerSeoRoutes(fastify: FastifyInstance, options: SeoRoutesOptions): void {
  const { venues, spa, pages, logger, publicUrl } = options;
  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_S}`).send(body);

  fastify.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', `public, max-age=${SITEMAP_MAX_AGE_S}`).send(robotsTxt(publicUrl)),
  );

  fastify.get('/sitemap.xml', async (request, reply) => {
    const { total } = await venues.sitemapPage(0, 0, publicCall(request));
    return xml(reply, sitemapIndex(publicUrl, total));
  });

  fastify.get('/sitemaps/pages.xml', async (request, reply) => xml(reply, staticPagesSitemap(publicUrl)));

  fastify.get<{ Params: { page: string } }>('/sitemaps/venues-:page.xml', async (request, reply) => {
    const page = Number(request.params.page);
    if (!Number.isInteger(page) || page < 1) return reply.callNotFound();
    const { entries } = await venues.sitemapPage((page - 1) * VENUES_PER_SITEMAP, VENUES_PER_SITEMAP, publicCall(request));
    if (entries.length === 0) return reply.callNotFound();
    return xml(reply, venuesSitemap(publicUrl, entries));
  });

  // The home address is a page like the others, in the language it names (fastify-static would send
  // web/index.html as it is written, always French).
  // An anonymous reader of `/` goes to the landing page (the route table's rule, RootRedirect in the
  // web app) before any rendering, so the landing page is the one rendered on the server.
  fastify.get('/', async (request, reply) => {
    if (pages.rendersFor(request, '/landing')) {
      const query = request.url.indexOf('?');
      return reply.redirect(`/landing${query === -1 ? '' : request.url.slice(query)}`, 302);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(spa.page(request.url));
  });

  const sendRendered = (reply: FastifyReply, status: number, page: ServerPage) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header(RENDER_HEADER, page.render).send(page.html);
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, status: number, head?: (locale: Locale) => readonly string[]) => {
    const inStoredLanguage = pages.storedLanguageAddress(request);
    if (inStoredLanguage) return reply.header('cache-control', 'no-cache').redirect(inStoredLanguage, 302);
    return sendRendered(reply, status, await pages.page(request, head));
  };

  // The public pages the server renders (issue 31 §2); their data, if any, comes with them.
  for (const path of ['/landing', '/explorer', '/recherche', '/search', ...CONTENT_PAGES, ...LIVE_PAGES]) {
    fastify.get(path, async (request, reply) => sendPage(request, reply, 200));
  }

  fastify.get<{ Params: { slug: string } }>('/venue/:slug', async (request, reply) => {
    const html = (status: number, head: ((locale: Locale) => readonly string[]) | undefined) =>
      reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(spa.page(request.url, head));
    const { slug } = request.params;
    if (!SLUG.test(slug)) return html(404, missingVenueHead);
    // A page rendered and kept (web/server-pages.ts) is answered without asking the venue again.
    const inStoredLanguage = pages.storedLanguageAddress(request);
    if (inStoredLanguage) return reply.header('cache-control', 'no-cache').redirect(inStoredLanguage, 302);
    const kept = pages.kept(request);
    if (kept) return sendRendered(reply, 200, kept);
    try {
      const venue = await venues.show(slug, publicCall(request));
      return venue ? sendPage(request, reply, 200, (locale) => venuePageHead(venue, publicUrl, locale)) : html(404, missingVenueHead);
    } catch (error) {
      // The venues service is away: the web app still loads and says so itself.
      logger.warn({ err: error, requestId: request.id, slug }, 'venue page served without its head');
      return html(200, undefined);
    }
  });
}
