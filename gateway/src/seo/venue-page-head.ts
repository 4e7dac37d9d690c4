import { OPENING_DAYS, PHOTO_SIZES, type VenueDetailDto } from '@lieux/contracts';
import { escapeHtml, jsonForScript } from './html-escape.js';

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

export function venuePageUrl(baseUrl: string, slug: string): string {
  return `${baseUrl}/venue/${encodeURIComponent(slug)}`;
}

function describe(venue: VenueDetailDto): string {
  const place = `${venue.name}, ${venue.address}, ${venue.city}`;
  const score = venue.score === null ? '' : ` Score d'influence : ${Math.round(venue.score)}/100.`;
  return summarise(venue.description ? `${venue.description}` : `${place}.${score}`);
}

/** The venue as schema.org sees it: what link previews and search engines read without running the app. */
export function venueJsonLd(venue: VenueDetailDto, baseUrl: string): Record<string, unknown> {
  const url = venuePageUrl(baseUrl, venue.slug);
  return {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[venue.categoryId] ?? 'LocalBusiness',
    '@id': url,
    name: venue.name,
    url,
    ...(venue.description ? { description: venue.description } : {}),
    address: { '@type': 'PostalAddress', streetAddress: venue.address, addressLocality: venue.city, addressCountry: 'MA' },
    ...(venue.latitude !== null && venue.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: venue.latitude, longitude: venue.longitude } }
      : {}),
    ...(venue.phone ? { telephone: venue.phone } : {}),
    ...(venue.website ? { sameAs: [venue.website] } : {}),
    ...(venue.tags.length > 0 ? { keywords: venue.tags.map((tag) => tag.name).join(', ') } : {}),
    ...(venue.cover ? { image: `${baseUrl}${venue.cover.og}` } : {}),
    ...(hoursSpecified(venue) ? { openingHoursSpecification: openingHoursSpecification(venue) } : {}),
  };
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

/** The `<head>` tags of a public venue page: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function venuePageHead(venue: VenueDetailDto, baseUrl: string): string {
  const title = `${venue.name} — ${venue.city} | Lieux`;
  const description = describe(venue);
  const url = venuePageUrl(baseUrl, venue.slug);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="place" />`,
    `<meta property="og:site_name" content="Lieux" />`,
    `<meta property="og:locale" content="fr_MA" />`,
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
          `<meta property="og:image:alt" content="${escapeHtml(venue.name)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
          `<meta name="twitter:image" content="${escapeHtml(baseUrl + venue.cover.og)}" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
    `<script type="application/ld+json">${jsonForScript(venueJsonLd(venue, baseUrl))}</script>`,
  ];
  return tags.join('\n    ');
}

/** A venue page the public cannot see (unknown, pending, rejected): the app says 'Lieu introuvable'; engines drop it. */
export function missingVenueHead(): string {
  return ['<title>Lieu introuvable | Lieux</title>', '<meta name="robots" content="noindex" />'].join('\n    ');
}
