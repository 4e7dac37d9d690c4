import { photoUrls, type Locale, type VenueDetailDto } from '@lieux/contracts';
import { localisedPage } from './localised-page.js';
import { missingVenueHead, summarise, venueJsonLd, venuePageHead } from './venue-page-head.js';

const VENUE: VenueDetailDto = {
  id: '0b7c2a51-5f0e-4d43-9d8e-9b0c3f1e2a10',
  slug: 'cafe-clock-fes',
  name: 'Café Clock',
  address: '7 Derb el Magana, Talaa Kebira',
  city: 'Fès',
  country: 'Maroc',
  description: 'Un café-restaurant sur trois étages au cœur de la médina, célèbre pour son burger de chameau.',
  phone: '+212 5 35 63 78 55',
  website: 'https://cafeclock.com',
  whatsapp: null,
  alwaysOpen: false,
  specialHours: [],
  permanentlyClosed: false,
  phoneVerified: true,
  categoryId: 'cafe',
  latitude: 34.0622,
  longitude: -4.9784,
  tags: [{ id: 'terrasse', name: 'terrasse' }],
  metrics: { googleRating: 4.6, googleReviewCount: 312, instagramFollowers: 12400, followers: 15800, totalEngagement: 3200, measuredAt: '2026-11-27T02:00:00.000Z', igScore: 80, ttScore: null, fbScore: 60, liScore: null, gbScore: 90 },
  status: 'approved',
  score: 82,
  voteCount: 154,
  createdAt: '2026-10-01T10:00:00.000Z',
  connections: [],
  similar: [],
  visitorsThisMonth: 12,
  openingHours: [
    { day: 'monday', opens: '09:00', closes: '23:00' },
    { day: 'saturday', opens: '18:00', closes: '02:00' },
  ],
  cover: null,
  photos: [],
  claimable: false,
  openData: null,
};
const INDEX = '<html lang="fr" dir="ltr"><head>\n<meta name="description" content="générique" />\n<title>Lieux</title>\n</head><body><div id="root"></div></body></html>';

/** The JSON-LD a link preview or a search engine reads from the HTML. */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

/** The venue's page at its address in `locale`, as the gateway sends it. */
function pageIn(venue: VenueDetailDto, locale: Locale): string {
  return localisedPage(INDEX, 'https://lieux.ma', { path: `/venue/${venue.slug}`, locale }, venuePageHead(venue, 'https://lieux.ma', locale));
}

describe('a venue page as search engines and link previews read it', () => {
  const html = pageIn(VENUE, 'fr');

  it('names the venue and its city in the title, once, in place of the generic one', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Café Clock — Fès | Lieux</title>');
    expect(html).not.toContain('générique');
  });

  it('gives Open Graph tags and a canonical address', () => {
    expect(html).toContain('<meta property="og:title" content="Café Clock — Fès | Lieux" />');
    expect(html).toContain('<meta property="og:url" content="https://lieux.ma/venue/cafe-clock-fes" />');
    expect(html).toContain('<link rel="canonical" href="https://lieux.ma/venue/cafe-clock-fes" />');
  });

  it("shows the cover's Open Graph size as the preview image, and no image without a cover", () => {
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    const photoId = '5d1f1f2e-8a4b-4c55-9f7e-1a2b3c4d5e6f';
    const withCover = pageIn({ ...VENUE, cover: photoUrls(photoId) }, 'fr');
    expect(withCover).toContain(`<meta property="og:image" content="https://lieux.ma/api/photos/${photoId}/og" />`);
    expect(withCover).toContain('<meta property="og:image:width" content="1200" />');
    expect(withCover).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(jsonLdOf(withCover)).toMatchObject({ image: `https://lieux.ma/api/photos/${photoId}/og` });
  });

  it('describes it in schema.org terms by its category', () => {
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'CafeOrCoffeeShop',
      name: 'Café Clock',
      address: { addressLocality: 'Fès', addressCountry: 'MA' },
      geo: { latitude: 34.0622, longitude: -4.9784 },
      telephone: '+212 5 35 63 78 55',
    });
    expect(venueJsonLd({ ...VENUE, categoryId: 'librairie' }, 'https://lieux.ma')['@type']).toBe('LocalBusiness');
  });

  it('credits OpenStreetMap (ODbL) and links the object for a venue imported from it, and not for the others (issue 32)', () => {
    const url = 'https://www.openstreetmap.org/node/123456';
    const imported = venueJsonLd({ ...VENUE, openData: { source: 'openstreetmap', url } }, 'https://lieux.ma');
    expect(imported.sameAs).toEqual(['https://cafeclock.com', url]);
    expect(imported.subjectOf).toEqual({
      '@type': 'Dataset', name: 'OpenStreetMap', url, license: 'https://opendatacommons.org/licenses/odbl/1-0/', creditText: '© les contributeurs d’OpenStreetMap',
    });
    expect(venueJsonLd({ ...VENUE, website: null, openData: { source: 'openstreetmap', url } }, 'https://lieux.ma').sameAs).toEqual([url]);
    expect(jsonLdOf(html)).not.toHaveProperty('subjectOf');
  });

  it('gives the opening hours as schema.org OpeningHoursSpecification, and none when they are not known', () => {
    expect(venueJsonLd(VENUE, 'https://lieux.ma').openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '18:00', closes: '02:00' },
    ]);
    expect(venueJsonLd({ ...VENUE, openingHours: [] }, 'https://lieux.ma')).not.toHaveProperty('openingHoursSpecification');
  });

  it('says open 24/7 as Google reads it, dates special hours, and gives no hours for a venue closed for good', () => {
    const always = venueJsonLd({ ...VENUE, openingHours: [], alwaysOpen: true }, 'https://lieux.ma').openingHoursSpecification as Array<Record<string, unknown>>;
    expect(always).toEqual([{ '@type': 'OpeningHoursSpecification', dayOfWeek: expect.arrayContaining(['https://schema.org/Monday', 'https://schema.org/Sunday']), opens: '00:00', closes: '23:59' }]);
    expect((always[0].dayOfWeek as string[]).length).toBe(7);
    const special = venueJsonLd(
      { ...VENUE, specialHours: [{ from: '2027-01-01', to: '2027-01-01', label: 'Nouvel an', periods: [] }, { from: '2027-02-08', to: '2027-03-09', label: 'Ramadan', periods: [{ opens: '20:00', closes: '02:00' }] }] },
      'https://lieux.ma',
    ).openingHoursSpecification;
    expect(special).toEqual(
      expect.arrayContaining([
        { '@type': 'OpeningHoursSpecification', validFrom: '2027-01-01', validThrough: '2027-01-01', opens: '00:00', closes: '00:00' },
        { '@type': 'OpeningHoursSpecification', validFrom: '2027-02-08', validThrough: '2027-03-09', opens: '20:00', closes: '02:00' },
      ]),
    );
    expect(venueJsonLd({ ...VENUE, permanentlyClosed: true }, 'https://lieux.ma')).not.toHaveProperty('openingHoursSpecification');
  });

  it('keeps what a merchant wrote from breaking out of the page', () => {
    const hostile = { ...VENUE, name: 'Chez "Moi"</title><script>alert(1)</script>', description: 'x</script><script>alert(2)</script>' };
    const page = pageIn(hostile, 'fr');
    expect(page).not.toContain('<script>alert');
    expect(jsonLdOf(page)).toMatchObject({ name: hostile.name, description: hostile.description });
  });

  it('cuts a long description at a word, under 160 characters', () => {
    const long = 'Une terrasse face à l’océan '.repeat(20);
    const cut = summarise(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
});

describe('a venue page in the reader’s language (issue 29)', () => {
  const translated: VenueDetailDto = { ...VENUE, nameAr: 'مقهى الساعة', descriptionAr: 'مقهى ومطعم من ثلاثة طوابق في قلب المدينة العتيقة.', nameEn: null, descriptionEn: null };

  it('writes the Arabic page right to left, with its name, city, description and tags in Arabic', () => {
    const page = pageIn(translated, 'ar');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<title>مقهى الساعة — فاس | Lieux</title>');
    expect(page).toContain('<meta name="description" content="مقهى ومطعم من ثلاثة طوابق في قلب المدينة العتيقة." />');
    expect(page).toContain('<meta property="og:locale" content="ar_MA" />');
    expect(page).toContain('<meta property="og:url" content="https://lieux.ma/venue/cafe-clock-fes?lang=ar" />');
    expect(jsonLdOf(page)).toMatchObject({
      '@id': 'https://lieux.ma/venue/cafe-clock-fes',
      name: 'مقهى الساعة',
      alternateName: 'Café Clock',
      url: 'https://lieux.ma/venue/cafe-clock-fes?lang=ar',
      description: 'مقهى ومطعم من ثلاثة طوابق في قلب المدينة العتيقة.',
      address: { addressLocality: 'فاس' },
      keywords: 'تراس',
    });
  });

  it('falls back to the French the merchant wrote where there is no English, the city and tags still in English', () => {
    const page = pageIn(translated, 'en');
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('<title>Café Clock — Fez | Lieux</title>');
    expect(jsonLdOf(page)).toMatchObject({ name: 'Café Clock', description: VENUE.description, address: { addressLocality: 'Fez' }, keywords: 'Terrace' });
    expect(jsonLdOf(page)).not.toHaveProperty('alternateName');
  });

  it('says the score in the page’s language when the merchant wrote no description', () => {
    expect(pageIn({ ...translated, description: null, descriptionAr: null }, 'ar')).toContain('content="مقهى الساعة, 7 Derb el Magana, Talaa Kebira, فاس. مؤشر التأثير: 82/100."');
  });

  it('names a venue the public may not see as missing in the reader’s language, and keeps it out of engines', () => {
    const page = localisedPage(INDEX, 'https://lieux.ma', { path: '/venue/nulle-part', locale: 'en' }, missingVenueHead('en'));
    expect(page).toContain('<title>Place not found | Lieux</title>');
    expect(page).toContain('<meta name="robots" content="noindex" />');
  });
});
