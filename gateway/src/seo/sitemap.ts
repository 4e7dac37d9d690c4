import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@lieux/contracts';
import { escapeHtml } from './html-escape.js';
import { pageUrl } from './localised-page.js';
import { venuePath } from './venue-page-head.js';

/**
 * The sitemap protocol allows 50,000 URLs a file; smaller files stay quick to build and fetch.
 * Each venue is three URLs (one per language).
 */
export const VENUES_PER_SITEMAP = 10_000;

/** Public pages worth indexing besides venues: the app's content pages. */
export const STATIC_PAGES = [
  '/landing', '/explorer', '/search', '/merchant', '/faq', '/guide', '/centre-aide', '/contact', '/statut',
  '/confidentialite', '/conditions', '/cookies', '/mentions-legales', '/rgpd',
] as const;

export interface SitemapEntry {
  slug: string;
  updatedAt: string;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * A page's `<url>` entries: one per language (issue 29 §5), each naming every language's address
 * and the French one as `x-default`, as search engines read alternates from a sitemap.
 */
function localisedEntries(baseUrl: string, path: string, extra = ''): string[] {
  const alternates = [
    ...SUPPORTED_LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeHtml(pageUrl(baseUrl, path, locale))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(baseUrl, path, DEFAULT_LOCALE))}"/>`,
  ].join('');
  return SUPPORTED_LOCALES.map((locale) => `  <url><loc>${escapeHtml(pageUrl(baseUrl, path, locale))}</loc>${extra}${alternates}</url>`);
}

function urlset(items: readonly string[]): string {
  return `${XML_HEADER}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${items.join('\n')}\n</urlset>\n`;
}

/** `/sitemap.xml`: an index naming the static pages' file and one file per page of venues. */
export function sitemapIndex(baseUrl: string, venueCount: number): string {
  const files = ['/sitemaps/pages.xml'];
  for (let page = 1; page <= Math.ceil(venueCount / VENUES_PER_SITEMAP); page += 1) files.push(`/sitemaps/venues-${page}.xml`);
  const items = files.map((file) => `  <sitemap><loc>${escapeHtml(baseUrl + file)}</loc></sitemap>`);
  return `${XML_HEADER}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function staticPagesSitemap(baseUrl: string): string {
  return urlset(STATIC_PAGES.flatMap((page) => localisedEntries(baseUrl, page)));
}

export function venuesSitemap(baseUrl: string, entries: readonly SitemapEntry[]): string {
  return urlset(entries.flatMap((entry) => localisedEntries(baseUrl, venuePath(entry.slug), `<lastmod>${entry.updatedAt.slice(0, 10)}</lastmod>`)));
}

/** Private and API paths stay out of engines; everything public is in the sitemap. */
export function robotsTxt(baseUrl: string): string {
  const disallowed = ['/api/', '/compte', '/admin', '/merchant/', '/lieu/nouveau', '/test-roles', '/login', '/signup', '/forgot-password', '/reset-password', '/confirm-email'];
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}
