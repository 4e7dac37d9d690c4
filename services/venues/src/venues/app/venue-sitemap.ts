import type { SitemapPage } from '@lieux/contracts';

/** Public venues in a stable order for the search engines' sitemaps (gateway/src/seo). */
export interface VenueSitemap {
  page(offset: number, limit: number): Promise<SitemapPage>;
}

export const VENUE_SITEMAP = Symbol('VenueSitemap');

/** A sitemap file holds 50,000 URLs at most (sitemaps.org). */
export const SITEMAP_PAGE_MAX = 50_000;
