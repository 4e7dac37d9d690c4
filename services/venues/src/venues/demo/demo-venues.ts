import { TEST_USERS, type DemoAccountDto, type OpeningPeriodDto, type SpecialHoursDto } from '@lieux/contracts';
import { demoHours } from './demo-hours.js';
import { demoVoteCount } from '../domain/demo-figures.js';
import { slugify } from '../domain/venue-slug.js';
import { demoAccounts } from './demo-accounts.js';
import { DEMO_VENUES_AR } from './demo-venues.ar.js';
import { DEMO_VENUES, type DemoVenue } from './demo-venues.data.js';

/** A venue row as the seed writes it. */
export interface SeedVenueRow {
  slug: string;
  name: string;
  address: string;
  city: string;
  description: string;
  /** The Arabic name and description (demo-venues.ar.ts); null where none is written. */
  nameAr: string | null;
  descriptionAr: string | null;
  phone: string | null;
  categoryId: string;
  latitude: number;
  longitude: number;
  status: 'pending' | 'approved' | 'rejected';
  ownerUserId: string | null;
  voteCount: number;
  /** How long ago it was added, in hours: the feed's "newest" and 'Ajoutés récemment' vary. */
  ageHours: number;
  tags: readonly string[];
  /** Its social accounts: the venue page's links here, demo connections in the connections service. */
  connections: DemoAccountDto[];
  openingHours: OpeningPeriodDto[];
  alwaysOpen: boolean;
  specialHours: SpecialHoursDto[];
  permanentlyClosed: boolean;
  whatsapp: string | null;
}

/** Where bookings are taken by message: a demo WhatsApp number for the venues of these categories that have a phone. */
const BOOKED_BY_WHATSAPP = new Set(['restaurant', 'riad', 'spa', 'hammam', 'hotel']);

/** The merchant test user owns the pending demo venues: signed in as them, the venue page shows. */
const DEMO_OWNER = TEST_USERS.find((user) => user.role === 'merchant')?.id ?? null;

export function demoVenueRow(venue: DemoVenue, index: number): SeedVenueRow {
  const slug = slugify(`${venue.name}-${venue.city}`);
  const connections = demoAccounts(venue.level, slug, venue.category, venue.instagram);
  const hours = demoHours(venue.category, DEMO_VENUES.filter((other) => other.category === venue.category).indexOf(venue));
  return {
    slug,
    name: venue.name,
    address: venue.address,
    city: venue.city,
    description: venue.description,
    nameAr: DEMO_VENUES_AR[venue.name]?.name ?? null,
    descriptionAr: DEMO_VENUES_AR[venue.name]?.description ?? null,
    phone: venue.phone ?? null,
    categoryId: venue.category,
    latitude: venue.at[0],
    longitude: venue.at[1],
    status: venue.status ?? 'approved',
    ownerUserId: venue.status ? DEMO_OWNER : null,
    voteCount: venue.level === null ? 0 : demoVoteCount(venue.level, slug),
    ageHours: ((index * 37) % 90) * 24 + (index % 24),
    tags: venue.tags,
    connections,
    ...hours,
    permanentlyClosed: venue.closedForGood === true,
    // 06 00 00 00 xx: a mobile number of Morocco's form that no subscriber holds (fictional, as the venues are).
    whatsapp: venue.phone && BOOKED_BY_WHATSAPP.has(venue.category) ? `+212 6 00 00 00 ${String(index).padStart(2, '0')}` : null,
  };
}

export const DEMO_VENUE_ROWS: readonly SeedVenueRow[] = DEMO_VENUES.map(demoVenueRow);
