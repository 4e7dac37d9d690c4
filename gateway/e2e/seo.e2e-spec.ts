import type { VenueDetailDto, VenueDto } from '@lieux/contracts';
import { cityName, tagName } from '@lieux/contracts/place-names';
import { e2eSetting } from '@lieux/testing/e2e';

// What a search engine or a link preview reads without running the web app (gateway/src/seo),
// through the running platform with its demo venues.

const base = (): string => e2eSetting('E2E_BASE_URL');

/** The JSON-LD a search engine reads in the page. */
function jsonLdOf(html: string): Record<string, unknown> {
  return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
}

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
    const jsonLd = jsonLdOf(page.body);
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', name: best.name, address: { addressLocality: best.city } });
    // Still the web app: its root element (holding the page rendered on the server, issue 31 §2) and its script.
    expect(page.body).toContain('<div id="root">');
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

  describe('each page in each language at its own address (issue 29 §5)', () => {
    it('sends ?lang=ar right to left, with the canonical in Arabic and every language as an alternate', async () => {
      for (const path of ['/explorer', '/landing', '/faq']) {
        const page = await text(`${path}?lang=ar`);
        expect({ path, status: page.status }).toEqual({ path, status: 200 });
        expect(page.body).toMatch(/<html lang="ar" dir="rtl"[ >]/);
        expect(page.body).toContain(`<link rel="canonical" href="${base()}${path}?lang=ar" />`);
        expect(page.body).toContain(`<link rel="alternate" hreflang="fr" href="${base()}${path}" />`);
        expect(page.body).toContain(`<link rel="alternate" hreflang="en" href="${base()}${path}?lang=en" />`);
        expect(page.body).toContain(`<link rel="alternate" hreflang="ar" href="${base()}${path}?lang=ar" />`);
        expect(page.body).toContain(`<link rel="alternate" hreflang="x-default" href="${base()}${path}" />`);
        expect(page.body).toContain('<div id="root">');
      }
      const english = await text('/explorer?lang=en');
      expect(english.body).toMatch(/<html lang="en" dir="ltr"[ >]/);
      expect(english.body).toContain('<meta name="description" content="Lieux: discover the best places in Morocco, ranked by their influence score." />');
      expect((await text('/explorer')).body).toMatch(/<html lang="fr" dir="ltr"[ >]/);
    });

    it('sends an anonymous reader of / to the landing page in the language the address names (the route table; rendered there)', async () => {
      const answer = await fetch(`${base()}/?lang=ar`, { redirect: 'manual' });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/landing?lang=ar');
    });

    it('writes a venue page in Arabic: title, description and JSON-LD in Arabic, French where the merchant wrote none', async () => {
      // The best-scored demo venue with an Arabic name (another file's venue, without one, may score higher).
      const feed = (await (await fetch(`${base()}/api/feed/home?limit=50`)).json()) as VenueDto[];
      const named = feed.find((venue) => venue.nameAr)!;
      const detail = (await (await fetch(`${base()}/api/places/${named.slug}`)).json()) as VenueDetailDto;
      expect(detail.nameAr).toMatch(/\p{Script=Arabic}/u);
      const page = await text(`/venue/${named.slug}?lang=ar`);
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/<html lang="ar" dir="rtl"[ >]/);
      expect(page.body).toContain(`<title>${detail.nameAr} — ${cityName(detail.city, 'ar')} | Lieux</title>`);
      expect(cityName(detail.city, 'ar')).toMatch(/\p{Script=Arabic}/u);
      expect(page.body).toContain(`<link rel="canonical" href="${base()}/venue/${named.slug}?lang=ar" />`);
      expect(jsonLdOf(page.body)).toMatchObject({
        name: detail.nameAr,
        alternateName: detail.name,
        url: `${base()}/venue/${named.slug}?lang=ar`,
        description: detail.descriptionAr ?? detail.description,
        address: { addressLocality: cityName(detail.city, 'ar') },
        ...(detail.tags.length > 0 ? { keywords: detail.tags.map((tag) => tagName(tag, 'ar')).join(', ') } : {}),
      });
      const missing = await text('/venue/nulle-part?lang=ar');
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('<title>المكان غير موجود | Lieux</title>');
    });

    it('lists every language of each page in the sitemaps, with its alternates', async () => {
      const venues = await text('/sitemaps/venues-1.xml');
      expect(venues.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      expect(venues.body).toContain(`<loc>${base()}/venue/${best.slug}?lang=ar</loc>`);
      expect(venues.body).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${base()}/venue/${best.slug}?lang=ar"/>`);
      expect(venues.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${base()}/venue/${best.slug}"/>`);
      expect((await text('/sitemaps/pages.xml')).body).toContain(`<loc>${base()}/faq?lang=en</loc>`);
    });
  });
});
