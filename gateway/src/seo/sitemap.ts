import { escapeHtml } from './html-escape.js';
import { venuePageUrl } from './venue-page-head.js';

/** The sitemap protocol allows 50,000 URLs a file; smaller files stay quick to build and fetch. */
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

/** `/sitemap.xml`: an index naming the static pages' file and one file per page of venues. */
export function sitemapIndex(baseUrl: string, venueCount: number): string {
  const files = ['/sitemaps/pages.xml'];
  for (let page = 1; page <= Math.ceil(venueCount / VENUES_PER_SITEMAP); page += 1) files.push(`/sitemaps/venues-${page}.xml`);
  const items = files.map((file) => `  <sitemap><loc>${escapeHtml(baseUrl + file)}</loc></sitemap>`);
  return `${XML_HEADER}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function staticPagesSitemap(baseUrl: string): string {
  const items = STATIC_PAGES.map((page) => `  <url><loc>${escapeHtml(baseUrl + page)}</loc></url>`);
  return `${XML_HEADER}<urlset xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</urlset>\n`;
}

export function venuesSitemap(baseUrl: string, entries: readonly SitemapEntry[]): string {
  const items = entries.map(
    (entry) => `  <url><loc>${escapeHtml(venuePageUrl(baseUrl, entry.slug))}</loc><lastmod>${entry.updatedAt.slice(0, 10)}</lastmod></url>`,
  );
  return `${XML_HEADER}<urlset xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</urlset>\n`;
}

/** Private and API paths stay out of engines; everything public is in the sitemap. */
export function robotsTxt(baseUrl: string): string {
  const disallowed = ['/api/', '/compte', '/admin', '/merchant/', '/lieu/nouveau', '/test-roles', '/login', '/signup', '/forgot-password', '/reset-password', '/confirm-email'];
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}
