/**
 * The links of "get there" (issue 27): directions, call, WhatsApp, website, share. Pure, so the venue
 * page, the cards and the map's popups build the same links. docs/get-there.md.
 */

export interface Coordinates {
  lat: number;
  lng: number;
}

/** The maps apps "Itinéraire" offers; `google` is also the universal link (a browser, or the app when installed). */
export const DIRECTIONS_APPS = ['google', 'waze', 'apple'] as const;
export type DirectionsApp = (typeof DIRECTIONS_APPS)[number];

/** Coordinates as the maps apps read them: 6 decimals (about 10 cm), a dot whatever the page's language. */
function point({ lat, lng }: Coordinates): string {
  return `${lat.toFixed(6)},${lng.toFixed(6)}`;
}

/** Directions to the venue in each app: each opens the app on a phone that has it, the web otherwise. */
export function directionsUrl(app: DirectionsApp, to: Coordinates): string {
  switch (app) {
    case 'google':
      return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(point(to))}`;
    case 'waze':
      return `https://waze.com/ul?ll=${encodeURIComponent(point(to))}&navigate=yes`;
    case 'apple':
      return `https://maps.apple.com/?daddr=${encodeURIComponent(point(to))}&dirflg=d`;
  }
}

/** Morocco's calling code: a local number (06…, 05…) dialled from abroad or on WhatsApp. */
const MOROCCO_CODE = '212';

/**
 * A phone number in international digits (`212661234567`), or null when it is not one: `+212 6 61…`,
 * `00212 6…` and the local `06 61…` all give the same; anything too short to be a number gives null.
 */
export function internationalDigits(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/[^0-9]/g, '');
  if (trimmed.startsWith('+')) {
    // Already international.
  } else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = MOROCCO_CODE + digits.slice(1);
  return digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** `tel:+212522000000`, or null for a number that cannot be dialled. */
export function telHref(phone: string | null): string | null {
  const digits = phone === null ? null : internationalDigits(phone);
  return digits === null ? null : `tel:+${digits}`;
}

/** `https://wa.me/212661234567` (WhatsApp's own link: the app on a phone, WhatsApp Web elsewhere), or null. */
export function whatsappHref(whatsapp: string | null): string | null {
  const digits = whatsapp === null ? null : internationalDigits(whatsapp);
  return digits === null ? null : `https://wa.me/${digits}`;
}

/** The venue's position, when it has both coordinates. */
export function coordinatesOf(venue: { latitude: number | null; longitude: number | null }): Coordinates | null {
  return venue.latitude === null || venue.longitude === null ? null : { lat: venue.latitude, lng: venue.longitude };
}

/** A website the page may link to: an http(s) address only (never `javascript:` or a bare word), else null. */
export function websiteHref(website: string | null): string | null {
  return website !== null && /^https?:\/\/\S+$/i.test(website.trim()) ? website.trim() : null;
}

/** What a venue tells about reaching it: its position, numbers, website and whether it has closed for good. */
export interface ReachableVenue {
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  whatsapp: string | null;
  website: string | null;
  permanentlyClosed: boolean;
}

/** A venue as its "get there" actions see it: how to reach it, and its page to share. */
export type GetThereVenue = ReachableVenue & { slug: string };

/** The links "get there" offers a venue; null: the action is not shown (nothing is a dead button). */
export interface GetThereLinks {
  /** Where "Itinéraire" leads; the app is chosen when the link is built. */
  directionsTo: Coordinates | null;
  call: string | null;
  whatsapp: string | null;
  website: string | null;
}

/**
 * The actions a venue's page and cards show. A venue closed for good keeps its website (its story, a
 * new address) and sharing, but no directions, call or WhatsApp: they would lead to a place that is no
 * more. Sharing is always offered: every venue has a page.
 */
export function getThereLinks(venue: ReachableVenue): GetThereLinks {
  const open = !venue.permanentlyClosed;
  return {
    directionsTo: open ? coordinatesOf(venue) : null,
    call: open ? telHref(venue.phone) : null,
    whatsapp: open ? whatsappHref(venue.whatsapp) : null,
    website: websiteHref(venue.website),
  };
}
