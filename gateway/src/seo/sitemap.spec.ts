import { robotsTxt, sitemapIndex, venuesSitemap, VENUES_PER_SITEMAP } from './sitemap.js';

describe('sitemaps and robots.txt', () => {
  it('lists one venues file per 10,000 public venues after the pages file', () => {
    const index = sitemapIndex('https://lieux.ma', 2 * VENUES_PER_SITEMAP + 1);
    expect(index.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://lieux.ma/sitemaps/pages.xml</loc>',
      '<loc>https://lieux.ma/sitemaps/venues-1.xml</loc>',
      '<loc>https://lieux.ma/sitemaps/venues-2.xml</loc>',
      '<loc>https://lieux.ma/sitemaps/venues-3.xml</loc>',
    ]);
    expect(sitemapIndex('https://lieux.ma', 0)).not.toContain('venues-1');
  });

  it('gives each venue its page address and the day it last changed', () => {
    expect(venuesSitemap('https://lieux.ma', [{ slug: 'dar-yacout', updatedAt: '2026-11-20T08:00:00.000Z' }])).toContain(
      '<url><loc>https://lieux.ma/venue/dar-yacout</loc><lastmod>2026-11-20</lastmod></url>',
    );
  });

  it('keeps engines out of the API and private screens but not the business page', () => {
    const robots = robotsTxt('https://lieux.ma');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /merchant/');
    expect(robots).not.toMatch(/Disallow: \/merchant$/m);
    expect(robots).toContain('Sitemap: https://lieux.ma/sitemap.xml');
  });
});
