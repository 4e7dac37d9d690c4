import { OPENING_DAYS, OPENING_HOURS_TIME_ZONE, photoUrls, type OpeningPeriodDto, type SpecialHoursDto, type TagDto, type VenueDto, type VenueStatus } from '@lieux/contracts';

const DAY_ORDER = `array[${OPENING_DAYS.map((day) => `'${day}'`).join(', ')}]::text[]`;

/** A venue's weekly periods as JSON (`v` is `venues`), Monday first, then by opening time. */
const openingHoursColumn = (schema: string): string => `coalesce((select json_agg(json_build_object('day', h.day,
    'opens', to_char(h.opens, 'HH24:MI'), 'closes', to_char(h.closes, 'HH24:MI')) order by array_position(${DAY_ORDER}, h.day), h.opens)
    from "${schema}".venue_opening_hours h where h.venue_id = v.id), '[]'::json) as opening_hours`;

/**
 * A venue's special hours that are not over, by start: from yesterday on Morocco's calendar, since
 * yesterday's late opening may still run into today. Those past are kept and never shown.
 */
const specialHoursColumn = (schema: string): string => `coalesce((select json_agg(json_build_object('from', to_char(x.starts, 'YYYY-MM-DD'),
    'to', to_char(x.ends, 'YYYY-MM-DD'), 'label', x.label, 'periods', x.periods) order by x.starts)
    from "${schema}".venue_special_hours x where x.venue_id = v.id and x.ends >= (now() at time zone '${OPENING_HOURS_TIME_ZONE}')::date - 1), '[]'::json) as special_hours`;

/**
 * The columns of a venue card, for every list and the page (`v` is `venues`): one place to change
 * them. Tags come aggregated as JSON, in name order, so a card is one row.
 */
export const venueCardColumns = (schema: string): string => `v.id, v.slug, v.name, v.address, v.city, v.country, v.description, v.phone, v.website,
  v.name_ar, v.name_en, v.description_ar, v.description_en,
  v.phone_verified, v.category_id, v.latitude, v.longitude, v.status, v.score, v.ig_score, v.tt_score, v.fb_score,
  v.li_score, v.gb_score, v.google_rating, v.google_review_count, v.instagram_followers, v.total_followers, v.total_engagement,
  to_char(v.figures_measured_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as figures_measured_at, v.vote_count, v.cover_photo_id,
  v.whatsapp, v.always_open, v.permanently_closed, ${openingHoursColumn(schema)}, ${specialHoursColumn(schema)},
  to_char(v.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
    from "${schema}".venue_tags vt join "${schema}".tags t on t.id = vt.tag_id where vt.venue_id = v.id), '[]'::json) as tags`;

export interface VenueCardRow {
  id: string;
  slug: string;
  name: string;
  address: string;
  city: string;
  country: string;
  description: string | null;
  name_ar: string | null;
  name_en: string | null;
  description_ar: string | null;
  description_en: string | null;
  phone: string | null;
  website: string | null;
  phone_verified: boolean;
  category_id: string;
  latitude: number | null;
  longitude: number | null;
  status: VenueStatus;
  score: number | null;
  ig_score: number | null;
  tt_score: number | null;
  fb_score: number | null;
  li_score: number | null;
  gb_score: number | null;
  google_rating: number | null;
  google_review_count: number | null;
  instagram_followers: number | null;
  total_followers: number | null;
  total_engagement: number | null;
  /** ISO 8601 in UTC; null: no figure. */
  figures_measured_at: string | null;
  vote_count: number;
  /** The cover (issue 11); null: no photo. */
  cover_photo_id: string | null;
  /** ISO 8601 in UTC, made by PostgreSQL (the ORM's pool leaves timestamps as text). */
  created_at: string;
  tags: TagDto[];
  whatsapp: string | null;
  always_open: boolean;
  permanently_closed: boolean;
  opening_hours: OpeningPeriodDto[];
  special_hours: SpecialHoursDto[];
  /** Present when the query measured it from a search position. */
  distance_km?: number | null;
}

/** Scores are stored as `real`: two decimals are what a person reads, not 81.30000305. */
const rounded = (value: number | null): number | null => (value === null ? null : Math.round(value * 100) / 100);

export function toVenueDto(row: VenueCardRow): VenueDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    address: row.address,
    city: row.city,
    country: row.country,
    description: row.description,
    nameAr: row.name_ar,
    nameEn: row.name_en,
    descriptionAr: row.description_ar,
    descriptionEn: row.description_en,
    phone: row.phone,
    website: row.website,
    whatsapp: row.whatsapp,
    openingHours: row.opening_hours,
    alwaysOpen: row.always_open,
    specialHours: row.special_hours,
    permanentlyClosed: row.permanently_closed,
    phoneVerified: row.phone_verified,
    categoryId: row.category_id,
    latitude: row.latitude,
    longitude: row.longitude,
    tags: row.tags,
    metrics: {
      googleRating: rounded(row.google_rating),
      googleReviewCount: row.google_review_count,
      instagramFollowers: row.instagram_followers,
      followers: row.total_followers,
      totalEngagement: row.total_engagement,
      measuredAt: row.figures_measured_at,
      igScore: rounded(row.ig_score),
      ttScore: rounded(row.tt_score),
      fbScore: rounded(row.fb_score),
      liScore: rounded(row.li_score),
      gbScore: rounded(row.gb_score),
    },
    status: row.status,
    score: rounded(row.score),
    voteCount: row.vote_count,
    createdAt: row.created_at,
    cover: row.cover_photo_id === null ? null : photoUrls(row.cover_photo_id),
    ...(row.distance_km !== undefined && row.distance_km !== null ? { distanceKm: Math.round(row.distance_km * 100) / 100 } : {}),
  };
}
