import { robotsTxt, sitemapIndex, staticPagesSitemap, STATIC_PAGES, venuesSitemap, VENUES_PER_SITEMAP } from './sitemap.js';

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

  it('gives each venue its page address in each language, the day it last changed and its alternates', () => {
    const sitemap = venuesSitemap('https://lieux.ma', [{ slug: 'dar-yacout', updatedAt: '2026-11-20T08:00:00.000Z' }]);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="fr" href="https://lieux.ma/venue/dar-yacout"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://lieux.ma/venue/dar-yacout?lang=en"/>' +
      '<xhtml:link rel="alternate" hreflang="ar" href="https://lieux.ma/venue/dar-yacout?lang=ar"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://lieux.ma/venue/dar-yacout"/>';
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const address of ['https://lieux.ma/venue/dar-yacout', 'https://lieux.ma/venue/dar-yacout?lang=en', 'https://lieux.ma/venue/dar-yacout?lang=ar']) {
      expect(sitemap).toContain(`<url><loc>${address}</loc><lastmod>2026-11-20</lastmod>${alternates}</url>`);
    }
    expect(sitemap.match(/<url>/g)).toHaveLength(3);
  });

  it('lists the static pages in each language with their alternates', () => {
    const sitemap = staticPagesSitemap('https://lieux.ma');
    expect(sitemap).toContain('<url><loc>https://lieux.ma/faq?lang=ar</loc><xhtml:link rel="alternate" hreflang="fr" href="https://lieux.ma/faq"/>');
    expect(sitemap.match(/<url>/g)).toHaveLength(3 * STATIC_PAGES.length);
  });

  it('keeps engines out of the API and private screens but not the business page', () => {
    const robots = robotsTxt('https://lieux.ma');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /merchant/');
    expect(robots).not.toMatch(/Disallow: \/merchant$/m);
    expect(robots).toContain('Sitemap: https://lieux.ma/sitemap.xml');
  });
});
