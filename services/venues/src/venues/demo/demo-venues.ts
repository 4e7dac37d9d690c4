import { TEST_USERS } from '@lieux/contracts';
import { demoMetrics, demoScores } from '../domain/demo-scores.js';
import { slugify } from '../domain/venue-slug.js';
import { DEMO_VENUES, type DemoVenue } from './demo-venues.data.js';

/** A venue row as the seed writes it. */
export interface SeedVenueRow {
  slug: string;
  name: string;
  address: string;
  city: string;
  description: string;
  phone: string | null;
  categoryId: string;
  latitude: number;
  longitude: number;
  status: 'pending' | 'approved' | 'rejected';
  ownerUserId: string | null;
  scores: ReturnType<typeof demoScores> | null;
  metrics: ReturnType<typeof demoMetrics> | null;
  /** How long ago it was added, in hours: the feed's "newest" and 'Ajoutés récemment' vary. */
  ageHours: number;
  tags: readonly string[];
  connections: Array<{ provider: 'instagram' | 'google' | 'facebook' | 'tiktok'; accountRef: string }>;
}

/** The merchant test user owns the pending demo venues: signed in as them, the venue page shows. */
const DEMO_OWNER = TEST_USERS.find((user) => user.role === 'merchant')?.id ?? null;

export function demoVenueRow(venue: DemoVenue, index: number): SeedVenueRow {
  const slug = slugify(`${venue.name}-${venue.city}`);
  const scored = venue.level !== null;
  const connections: SeedVenueRow['connections'] = [];
  if (venue.instagram) connections.push({ provider: 'instagram', accountRef: venue.instagram }, { provider: 'facebook', accountRef: venue.instagram.replace(/\./g, '') });
  if (scored && (venue.level ?? 0) >= 60) connections.push({ provider: 'google', accountRef: `${slug}` });
  if (scored && (venue.level ?? 0) >= 80) connections.push({ provider: 'tiktok', accountRef: `@${slug.replace(/-/g, '')}` });
  return {
    slug,
    name: venue.name,
    address: venue.address,
    city: venue.city,
    description: venue.description,
    phone: venue.phone ?? null,
    categoryId: venue.category,
    latitude: venue.at[0],
    longitude: venue.at[1],
    status: venue.status ?? 'approved',
    ownerUserId: venue.status ? DEMO_OWNER : null,
    scores: scored ? demoScores(venue.level as number, slug) : null,
    metrics: scored ? demoMetrics(venue.level as number, slug) : null,
    ageHours: ((index * 37) % 90) * 24 + (index % 24),
    tags: venue.tags,
    connections,
  };
}

export const DEMO_VENUE_ROWS: readonly SeedVenueRow[] = DEMO_VENUES.map(demoVenueRow);
