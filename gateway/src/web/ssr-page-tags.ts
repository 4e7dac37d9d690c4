import { API } from '@lieux/contracts';
import type { CacheableRoute } from '../cache/cacheable-routes.js';
import type { Freshness, VenueRefs } from '../cache/response-cache.js';

/**
 * How the events reach the rendered pages, in the terms of the gateway's cache (cache/venue-events.ts,
 * docs/performance.md "Gateway response cache"): a page keeps the venues it shows (venueRefsOf), so a
 * venue's event drops the pages about it and drops or stales the pages that list it, as for the JSON;
 * an event that names no venue drops them all. The one place that says which pages follow which.
 */
export const SSR_INVALIDATIONS: readonly CacheableRoute[] = [
  { route: API.places.show, showsVenues: true, freshness: 'page' },
  { route: API.feed.home, showsVenues: true, freshness: 'list' },
];

/** Pages whose text lives in the web bundle alone: kept for the TTL, new with each deployment. */
const CONTENT_TAG = 'ssr:content';

export interface SsrPage {
  /** The cache tag of its rendered HTML, or undefined when it is rendered at each request (live figures). */
  tag: string | undefined;
  /** A venue page lives its TTL; a list (landing, explorer, search) lags a vote or a new venue by the list bound at most. */
  freshness: Freshness;
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
  if (VENUE_PAGE.test(path)) return { tag: API.places.show.path, freshness: 'page' };
  if (LIST_PAGES.has(path)) return { tag: API.feed.home.path, freshness: 'list' };
  if ((CONTENT_PAGES as readonly string[]).includes(path)) return { tag: CONTENT_TAG, freshness: 'page' };
  if ((LIVE_PAGES as readonly string[]).includes(path)) return { tag: undefined, freshness: 'page' };
  return undefined;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The venues a rendered page shows, read from the data it was rendered with (the dehydrated queries):
 * every object with an `id` and a `slug` is a venue card. The venue page's own venue is what the page
 * is about (`/venue/{slug}`); the others are listed (its similar venues, a feed, a search).
 */
export function venueRefsOf(payload: unknown, path: string): VenueRefs {
  const ids = new Map<string, string>();
  const visit = (value: Json): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      if (typeof value.id === 'string' && typeof value.slug === 'string') ids.set(value.id, value.slug);
      Object.values(value).forEach(visit);
    }
  };
  visit(payload as Json);
  const slug = VENUE_PAGE.test(path) ? path.slice('/venue/'.length) : undefined;
  const about = [...ids].filter(([, venueSlug]) => venueSlug === slug).map(([id]) => id);
  const listed = [...ids].filter(([, venueSlug]) => venueSlug !== slug).map(([id]) => id);
  return { about, listed };
}
