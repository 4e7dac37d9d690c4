import { openStreetMapUrl, type WeeklyPeriod } from '@lieux/contracts';
import { categoryOfTags, type OsmTags } from './osm-categories.js';
import type { OsmCategoryId } from './osm-categories.data.js';
import { OSM_CITIES, OSM_CITY_RADIUS_KM } from './osm-cities.data.js';
import { parseOsmHours, type OsmHours } from './osm-hours.js';

export type OsmType = 'node' | 'way' | 'relation';

/** Why an object read from the extract did not become (or update) a venue: the report's "skipped by reason". */
export type OsmSkipReason = 'not_a_venue' | 'no_name' | 'no_position' | 'way_without_nodes' | 'relation' | 'no_city';

/** What the import writes of one OSM object (docs/osm-import.md "What is taken"). */
export interface OsmPoi {
  osmType: OsmType;
  osmId: number;
  version: number;
  categoryId: OsmCategoryId;
  /** The venue's name (French or the object's own), its Arabic and English versions (issue 29). */
  name: string;
  nameAr: string | null;
  nameEn: string | null;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  whatsapp: string | null;
  /** What the product has no column for, kept with the OSM object: e-mail, social handles (the claim's evidence). */
  contact: Record<string, string>;
  hours: OsmHours | null;
  /** The raw `opening_hours` text when it could not be read (kept, counted). */
  hoursText: string | null;
}

const ARABIC = /[\u0600-\u06FF]/u;
const LATIN = /[A-Za-zÀ-ÿ]/u;
const clip = (text: string | undefined, max: number): string | null => {
  const value = text?.replace(/\s+/g, ' ').trim();
  return value ? [...value].slice(0, max).join('') : null;
};

/**
 * Names in the product's languages: the venue's name is `name:fr`, else `name` (the sign as OSM
 * writes it, in whatever script), else `name:en`, else `name:ar`; Arabic is `name:ar`, or `name`
 * when it is written in Arabic script only; English is `name:en`. Null: no name at all.
 */
export function namesOf(tags: OsmTags): { name: string; nameAr: string | null; nameEn: string | null } | null {
  const plain = clip(tags.name, 120);
  const fr = clip(tags['name:fr'], 120);
  const en = clip(tags['name:en'], 120);
  const ar = clip(tags['name:ar'], 120) ?? (plain && ARABIC.test(plain) && !LATIN.test(plain) ? plain : null);
  const name = fr ?? plain ?? en ?? ar;
  if (!name) return null;
  return { name, nameAr: ar === name ? (ARABIC.test(name) ? name : null) : ar, nameEn: en === name ? null : en };
}

/** The address line (`addr:housenumber addr:street`, else `addr:full`, else the place or the suburb). */
function addressOf(tags: OsmTags): string {
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  return clip(street || tags['addr:full'] || tags['addr:place'] || tags['addr:suburb'] || tags['addr:district'], 200) ?? '';
}

/** Haversine distance in km. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

/** `addr:city`, else the nearest city of osm-cities.data.ts within its radius, else null. */
export function cityOf(tags: OsmTags, lat: number, lon: number): string | null {
  const tagged = clip(tags['addr:city'] ?? tags['is_in:city'], 80);
  if (tagged) return tagged;
  let best: { name: string; km: number } | null = null;
  for (const [name, cityLat, cityLon] of OSM_CITIES) {
    const km = distanceKm(lat, lon, cityLat, cityLon);
    if (km <= OSM_CITY_RADIUS_KM && (!best || km < best.km)) best = { name, km };
  }
  return best?.name ?? null;
}

/** A phone as written, the first of a `;` list. */
const firstOf = (value: string | undefined): string | undefined => value?.split(';')[0]?.trim() || undefined;

/** `website` as an absolute http(s) URL, or null. */
function websiteOf(tags: OsmTags): string | null {
  const raw = firstOf(tags['contact:website'] ?? tags.website ?? tags.url);
  if (!raw) return null;
  const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? clip(parsed.toString(), 300) : null;
  } catch {
    return null;
  }
}

/** Contact tags the product keeps beside the venue (`osm_objects.contact`): `contact:instagram` → `instagram`. */
const CONTACT_KEYS = ['email', 'instagram', 'facebook', 'tiktok', 'twitter', 'youtube', 'linkedin', 'tripadvisor'] as const;

function contactOf(tags: OsmTags): Record<string, string> {
  const contact: Record<string, string> = {};
  for (const key of CONTACT_KEYS) {
    const value = clip(firstOf(tags[`contact:${key}`] ?? tags[key]), 300);
    if (value) contact[key] = value;
  }
  return contact;
}

/** An OSM object, with the position its reader found (the node's, or a way's centroid). */
export interface OsmObject {
  type: OsmType;
  id: number;
  version: number;
  tags: OsmTags;
  position: { lat: number; lon: number } | null;
}

/** The venue an OSM object makes, or why it makes none. Pure: no I/O, every rule above. */
export function poiOf(object: OsmObject): OsmPoi | { skipped: OsmSkipReason } {
  const categoryId = categoryOfTags(object.tags);
  if (!categoryId) return { skipped: 'not_a_venue' };
  const names = namesOf(object.tags);
  if (!names) return { skipped: 'no_name' };
  if (object.type === 'relation') return { skipped: 'relation' };
  if (!object.position) return { skipped: object.type === 'way' ? 'way_without_nodes' : 'no_position' };
  const { lat, lon } = object.position;
  const city = cityOf(object.tags, lat, lon);
  if (!city) return { skipped: 'no_city' };
  const hoursValue = object.tags.opening_hours?.trim();
  const hours = hoursValue ? parseOsmHours(hoursValue, { lat, lon }) : null;
  return {
    osmType: object.type,
    osmId: object.id,
    version: object.version,
    categoryId,
    ...names,
    address: addressOf(object.tags),
    city,
    latitude: Math.round(lat * 1e7) / 1e7,
    longitude: Math.round(lon * 1e7) / 1e7,
    phone: clip(firstOf(object.tags['contact:phone'] ?? object.tags.phone), 40),
    website: websiteOf(object.tags),
    whatsapp: clip(firstOf(object.tags['contact:whatsapp']), 40),
    contact: contactOf(object.tags),
    hours,
    hoursText: hours?.kind === 'unparsed' ? clip(hoursValue, 255) : null,
  };
}

/** The weekly periods and the 24/7 mark a POI's hours give the venue. */
export function scheduleOf(poi: OsmPoi): { openingHours: WeeklyPeriod[]; alwaysOpen: boolean } {
  if (poi.hours?.kind === 'weekly') return { openingHours: poi.hours.periods, alwaysOpen: false };
  return { openingHours: [], alwaysOpen: poi.hours?.kind === 'always' };
}

/** The object's page on openstreetmap.org (the credit's link). */
export function osmUrl(type: OsmType, id: number | string): string {
  return openStreetMapUrl(`${type}/${id}`);
}

/** The centroid of a way's nodes (their mean; a closed way's first node is not counted twice). */
export function centroidOf(points: ReadonlyArray<readonly [number, number]>): { lat: number; lon: number } | null {
  const first = points[0];
  const last = points.at(-1);
  const ring = points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1] ? points.slice(0, -1) : points;
  if (ring.length === 0) return null;
  let lat = 0;
  let lon = 0;
  for (const [pointLat, pointLon] of ring) {
    lat += pointLat;
    lon += pointLon;
  }
  return { lat: lat / ring.length, lon: lon / ring.length };
}
