import { API } from '@lieux/contracts';
import { VENUE_CHANGING_EVENTS, type CacheableRoute } from '../cache/cacheable-routes.js';

/**
 * Which events drop a rendered page, in the terms of today's ResponseCache (a tag per route path,
 * invalidated by its event prefixes, cache/response-cache.hooks.ts): a venue page goes with the
 * venue events, as `/api/places/:slug` does; the pages that list venues (landing, explorer, search)
 * with the same events, as the feed does. The one place to change when the cache tags by venue.
 */
export const SSR_INVALIDATIONS: readonly CacheableRoute[] = [
  { route: API.places.show, invalidatedBy: VENUE_CHANGING_EVENTS },
  { route: API.feed.home, invalidatedBy: VENUE_CHANGING_EVENTS },
];

/** Pages whose text lives in the web bundle alone: kept for the TTL, new with each deployment. */
const CONTENT_TAG = 'ssr:content';

export interface SsrPage {
  /** The cache tag of its rendered HTML, or undefined when it is rendered at each request (live figures). */
  tag: string | undefined;
}

const VENUE_PAGE = /^\/venue\/[a-z0-9-]{1,160}$/;
/** The public pages listing venues, rendered with their data. */
const LIST_PAGES = new Set(['/landing', '/explorer', '/recherche', '/search']);
/** The public content pages (FAQ, guide, help, legal, business). */
export const CONTENT_PAGES = ['/faq', '/guide', '/centre-aide', '/confidentialite', '/conditions', '/cookies', '/mentions-legales', '/rgpd', '/merchant'] as const;
/** The status page shows the services' state now: rendered at each request, never kept. */
export const LIVE_PAGES = ['/statut'] as const;

/** The page at `path` when it is rendered on the server; undefined for the pages the browser renders. */
export function ssrPageOf(path: string): SsrPage | undefined {
  if (VENUE_PAGE.test(path)) return { tag: API.places.show.path };
  if (LIST_PAGES.has(path)) return { tag: API.feed.home.path };
  if ((CONTENT_PAGES as readonly string[]).includes(path)) return { tag: CONTENT_TAG };
  if ((LIVE_PAGES as readonly string[]).includes(path)) return { tag: undefined };
  return undefined;
}
