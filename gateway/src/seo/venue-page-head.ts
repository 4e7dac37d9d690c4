import { DEFAULT_LOCALE, OPENING_DAYS, OSM_CREDIT_FR, OSM_LICENSE_URL, PHOTO_SIZES, SUPPORTED_LOCALES, venueInLocale, type Locale, type OpenDataDto, type VenueDetailDto } from '@lieux/contracts';
import { cityName, tagName } from '@lieux/contracts/place-names';
import { escapeHtml, jsonForScript } from './html-escape.js';
import { pageUrl } from './localised-page.js';
import { SEO_TEXTS } from './seo-texts.js';

/** schema.org's LocalBusiness subtype for each category; others stay LocalBusiness. */
const SCHEMA_TYPES: Record<string, string> = {
  restaurant: 'Restaurant',
  cafe: 'CafeOrCoffeeShop',
  hotel: 'Hotel',
  boutique: 'Store',
  spa: 'DaySpa',
  bar: 'BarOrPub',
};

/** Search engines cut descriptions at about 160 characters; cut at a word and say so. */
const DESCRIPTION_MAX = 160;

export function summarise(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

export function venuePath(slug: string): string {
  return `/venue/${encodeURIComponent(slug)}`;
}

export function venuePageUrl(baseUrl: string, slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return pageUrl(baseUrl, venuePath(slug), locale);
}

/**
 * The venue's name, description, city and tags in the reader's language (issue 29 §2): what the
 * merchant wrote in it, else the French; the city and tags from the product's vocabulary.
 */
export function venueTextsIn(venue: VenueDetailDto, locale: Locale): { name: string; description: string | null; city: string; tags: string[] } {
  return {
    ...venueInLocale(venue, locale),
    city: cityName(venue.city, locale),
    tags: venue.tags.map((tag) => tagName(tag, locale)),
  };
}

function describe(venue: VenueDetailDto, locale: Locale): string {
  const shown = venueTextsIn(venue, locale);
  const place = `${shown.name}, ${venue.address}, ${shown.city}`;
  const score = venue.score === null ? '' : ` ${SEO_TEXTS[locale].influenceScore(Math.round(venue.score))}`;
  return summarise(shown.description ? shown.description : `${place}.${score}`);
}

/**
 * The venue as schema.org sees it, in the reader's language (French where the merchant wrote no
 * other): what link previews and search engines read without running the app.
 */
export function venueJsonLd(venue: VenueDetailDto, baseUrl: string, locale: Locale = DEFAULT_LOCALE): Record<string, unknown> {
  const url = venuePageUrl(baseUrl, venue.slug, locale);
  const shown = venueTextsIn(venue, locale);
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[venue.categoryId] ?? 'LocalBusiness',
    '@id': venuePageUrl(baseUrl, venue.slug),
    name: shown.name,
    ...(shown.name !== venue.name ? { alternateName: venue.name } : {}),
    url,
    ...(shown.description ? { description: shown.description } : {}),
    address: { '@type': 'PostalAddress', streetAddress: venue.address, addressLocality: shown.city, addressCountry: 'MA' },
    ...(venue.latitude !== null && venue.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: venue.latitude, longitude: venue.longitude } }
      : {}),
    ...(venue.phone ? { telephone: venue.phone } : {}),
    ...(venue.website || venue.openData ? { sameAs: [venue.website, venue.openData?.url].filter((url): url is string => Boolean(url)) } : {}),
    ...(shown.tags.length > 0 ? { keywords: shown.tags.join(', ') } : {}),
    ...(venue.cover ? { image: `${baseUrl}${venue.cover.og}` } : {}),
    ...(hoursSpecified(venue) ? { openingHoursSpecification: openingHoursSpecification(venue) } : {}),
    ...(venue.openData ? { subjectOf: openDataCredit(venue.openData) } : {}),
  };
}

/** The ODbL credit of a venue imported from OpenStreetMap (docs/osm-import.md "Credit"): the data set, its licence, the object. */
function openDataCredit(openData: OpenDataDto): Record<string, string> {
  return { '@type': 'Dataset', name: 'OpenStreetMap', url: openData.url, license: OSM_LICENSE_URL, creditText: OSM_CREDIT_FR };
}

function hoursSpecified(venue: VenueDetailDto): boolean {
  return !venue.permanentlyClosed && (venue.alwaysOpen || venue.openingHours.length > 0 || venue.specialHours.length > 0);
}

const SCHEMA_DAYS = OPENING_DAYS.map((day) => `https://schema.org/${day.charAt(0).toUpperCase()}${day.slice(1)}`);

/**
 * schema.org's opening hours, as Google reads them: one specification per period, the day
 * capitalised as schema.org names it (`https://schema.org/Monday`); a period past midnight keeps its
 * closing time (`closes` before `opens` is the next day); open 24/7 is 00:00–23:59 every day; special
 * hours carry `validFrom`/`validThrough`, and a closed special day is 00:00–00:00.
 */
export function openingHoursSpecification(venue: Pick<VenueDetailDto, 'openingHours' | 'alwaysOpen' | 'specialHours'>): Array<Record<string, string | string[]>> {
  const weekly = venue.alwaysOpen
    ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAYS, opens: '00:00', closes: '23:59' }]
    : venue.openingHours.map((period) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAYS[OPENING_DAYS.indexOf(period.day)], opens: period.opens, closes: period.closes }));
  const special = venue.specialHours.flatMap((entry) =>
    (entry.periods.length > 0 ? entry.periods : [{ opens: '00:00', closes: '00:00' }]).map((period) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: entry.from,
      validThrough: entry.to,
      opens: period.opens,
      closes: period.closes,
    })),
  );
  return [...weekly, ...special];
}

/**
 * The `<head>` tags of a public venue page in the reader's language: title, description, Open
 * Graph, Twitter card, JSON-LD (the canonical and `hreflang` links are every page's: localised-page.ts).
 */
export function venuePageHead(venue: VenueDetailDto, baseUrl: string, locale: Locale = DEFAULT_LOCALE): string[] {
  const shown = venueTextsIn(venue, locale);
  const title = `${shown.name} — ${shown.city} | Lieux`;
  const description = describe(venue, locale);
  const url = venuePageUrl(baseUrl, venue.slug, locale);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="place" />`,
    `<meta property="og:site_name" content="Lieux" />`,
    `<meta property="og:locale" content="${SEO_TEXTS[locale].ogLocale}" />`,
    ...SUPPORTED_LOCALES.filter((other) => other !== locale).map((other) => `<meta property="og:locale:alternate" content="${SEO_TEXTS[other].ogLocale}" />`),
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(venue.latitude !== null && venue.longitude !== null
      ? [`<meta property="place:location:latitude" content="${venue.latitude}" />`, `<meta property="place:location:longitude" content="${venue.longitude}" />`]
      : []),
    // The cover's Open Graph size (1200×630) when the venue has one (issue 11); a large preview then.
    ...(venue.cover
      ? [
          `<meta property="og:image" content="${escapeHtml(baseUrl + venue.cover.og)}" />`,
          `<meta property="og:image:type" content="image/webp" />`,
          `<meta property="og:image:width" content="${PHOTO_SIZES.og.width}" />`,
          `<meta property="og:image:height" content="${PHOTO_SIZES.og.height}" />`,
          `<meta property="og:image:alt" content="${escapeHtml(shown.name)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
          `<meta name="twitter:image" content="${escapeHtml(baseUrl + venue.cover.og)}" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
    `<script type="application/ld+json">${jsonForScript(venueJsonLd(venue, baseUrl, locale))}</script>`,
  ];
}

/** A venue page the public cannot see (unknown, pending, rejected): the app says 'Lieu introuvable'; engines drop it. */
export function missingVenueHead(locale: Locale = DEFAULT_LOCALE): string[] {
  return [`<title>${escapeHtml(SEO_TEXTS[locale].venueNotFound)} | Lieux</title>`, '<meta name="robots" content="noindex" />'];
}
