import type { VenueDto } from '@lieux/contracts';
import { e2eSetting } from '@lieux/testing/e2e';

// What a search engine or a link preview reads without running the web app (gateway/src/seo),
// through the running platform with its demo venues.

const base = (): string => e2eSetting('E2E_BASE_URL');

async function text(path: string): Promise<{ status: number; body: string; type: string | null }> {
  const response = await fetch(`${base()}${path}`);
  return { status: response.status, body: await response.text(), type: response.headers.get('content-type') };
}

/** A pending demo venue: the public may not see it. */
const PENDING_SLUG = 'spa-rose-des-sables-rabat';

describe('search engines and link previews', () => {
  let best: VenueDto;

  beforeAll(async () => {
    const feed = (await (await fetch(`${base()}/api/feed/home?limit=1`)).json()) as VenueDto[];
    best = feed[0]!;
  });

  it('serves a public venue page with its title, description, Open Graph tags and JSON-LD in the HTML', async () => {
    const page = await text(`/venue/${best.slug}`);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect(page.body).toContain(`<title>${best.name} — ${best.city} | Lieux</title>`);
    expect(page.body).toContain(`<meta property="og:url" content="${base()}/venue/${best.slug}" />`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', name: best.name, address: { addressLocality: best.city } });
    // Still the web app: its root element and its script.
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('answers 404 with noindex for a venue the public may not see, and for a slug that is not one', async () => {
    for (const slug of [PENDING_SLUG, 'nulle-part', encodeURIComponent(`x'"<b>`), '%25']) {
      const page = await text(`/venue/${slug}`);
      expect({ slug, status: page.status }).toEqual({ slug, status: 404 });
      expect(page.body).toContain('<meta name="robots" content="noindex" />');
      expect(page.body).toContain('<div id="root"></div>');
    }
  });

  it('lists public venues in the sitemaps, never a pending one', async () => {
    const index = await text('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    expect(index.body).toContain(`<loc>${base()}/sitemaps/venues-1.xml</loc>`);
    const venues = await text('/sitemaps/venues-1.xml');
    expect(venues.body).toContain(`<loc>${base()}/venue/${best.slug}</loc>`);
    expect(venues.body).not.toContain(PENDING_SLUG);
    expect((await text('/sitemaps/pages.xml')).body).toContain(`<loc>${base()}/faq</loc>`);
    expect((await text('/sitemaps/venues-999.xml')).status).toBe(404);
  });

  it('points robots at the sitemap and away from the API', async () => {
    const robots = await text('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain(`Sitemap: ${base()}/sitemap.xml`);
  });
});
