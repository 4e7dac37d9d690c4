import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PreparedRead } from '@lieux/persistence';
import { TOTAL_COUNT_CAP, type PublicStatsDto, type SearchTotal, type VenueConnectionDto, type VenueDto } from '@lieux/contracts';
import type { FeedEntry, VenueReadRepository, VenueRecord } from '../app/venue-read.repository.js';
import { toVenueDto, venueCardColumns, type VenueCardRow } from './venue-row.js';
import { photosColumn, toPhotoDto, type PhotoRow } from '../../photos/infra/photo-row.js';
import { connectionsColumn } from '../../merchant/infra/merchant-venue-row.js';

type FeedRow = VenueCardRow & { feed_score: number; feed_created_at: string };

const FEED_ORDER = `coalesce(v.score, -1) desc, v.created_at desc, v.id desc`;
const feedColumns = (s: string) => `${venueCardColumns(s)}, coalesce(v.score, -1)::float8 as feed_score, v.created_at::text as feed_created_at`;

// A venue closed for good stays findable by search, not suggested by the feeds (issue 27).
const FEED_FIRST = new PreparedRead<FeedRow>(
  'venues_feed_first',
  (s) => `select ${feedColumns(s)} from "${s}".venues v where v.status = 'approved' and not v.permanently_closed order by ${FEED_ORDER} limit $1`,
);
// The row comparison walks the venues_public_by_score index from the cursor on.
const FEED_AFTER = new PreparedRead<FeedRow>(
  'venues_feed_after',
  (s) => `select ${feedColumns(s)} from "${s}".venues v where v.status = 'approved' and not v.permanently_closed
    and (coalesce(v.score, -1), v.created_at, v.id) < ($2::real, $3::timestamptz, $4::uuid)
    order by ${FEED_ORDER} limit $1`,
);
// The venues_public_by_score index, read up to the cap: a few milliseconds whatever the number of venues.
const FEED_TOTAL = new PreparedRead<{ found: number }>(
  'venues_feed_total',
  (s) => `select count(*)::int as found from (select 1 from "${s}".venues v where v.status = 'approved' and not v.permanently_closed limit $1) feed`,
);
// osm_ref: the OpenStreetMap object the venue was imported from (docs/osm-import.md), for its credit.
const BY_SLUG = new PreparedRead<VenueCardRow & { owner_user_id: string | null; connections: VenueConnectionDto[]; photos: PhotoRow[]; osm_ref: string | null }>(
  'venues_by_slug',
  (s) => `select ${venueCardColumns(s)}, v.owner_user_id, ${photosColumn(s)}, ${connectionsColumn(s)},
      (select o.osm_type || '/' || o.osm_id from "${s}".osm_objects o where o.venue_id = v.id and o.link = 'imported' limit 1) as osm_ref
    from "${s}".venues v where v.slug = $1`,
);
const VISIBILITY_BY_SLUG = new PreparedRead<{ id: string; status: VenueDto['status']; owner_user_id: string | null }>(
  'venues_visibility_by_slug',
  (s) => `select id, status, owner_user_id from "${s}".venues where slug = $1`,
);
/**
 * Similar venues: the best-scored of the same category in the same city (an index walk), and the
 * nearest of the same category within the radius (a GiST KNN walk, the 20 closest), together
 * ordered by score. Reading every venue of the category in a 25 km box would cost thousands of
 * rows in a dense city.
 */
const SIMILAR = new PreparedRead<VenueCardRow>(
  'venues_similar',
  (s) => `with candidates as (
      (select v.id, v.score, v.created_at from "${s}".venues v
        where v.status = 'approved' and v.category_id = $2 and "${s}".search_key(v.city) = "${s}".search_key($3) and v.id <> $1
        order by coalesce(v.score, -1) desc, v.created_at desc limit $7)
      union
      (select v.id, v.score, v.created_at from "${s}".venues v
        where $4::float8 is not null and v.status = 'approved' and v.latitude is not null and v.longitude is not null
          and v.category_id = $2 and v.id <> $1
        order by public.ll_to_earth(v.latitude, v.longitude) operator(public.<->) public.ll_to_earth($4, $5) limit 20)
    )
    select ${venueCardColumns(s)} from candidates c join "${s}".venues v on v.id = c.id
    where not v.permanently_closed and ("${s}".search_key(v.city) = "${s}".search_key($3)
      or public.earth_distance(public.ll_to_earth($4, $5), public.ll_to_earth(v.latitude, v.longitude)) <= $6 * 1000)
    order by coalesce(v.score, -1) desc, v.created_at desc, v.id desc limit $7`,
);
const STATS = new PreparedRead<{ venues: number; cities: number; votes: number }>(
  'venues_public_stats',
  // "lieux notés": the public venues that have a score (issue 28); the cities and votes, of every public venue.
  (s) => `select (count(*) filter (where score is not null))::int as venues, count(distinct "${s}".search_key(city))::int as cities, coalesce(sum(vote_count), 0)::int as votes
    from "${s}".venues where status = 'approved'`,
);

/** The public reads as prepared statements (no hydration: these are the hot paths of the home page and the venue page). */
@Injectable()
export class PostgresVenueReadRepository implements VenueReadRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async homeFeed(after: FeedEntry['position'] | undefined, limit: number): Promise<FeedEntry[]> {
    const rows = after
      ? await FEED_AFTER.all(this.em, [limit, after.score, after.createdAt, after.id])
      : await FEED_FIRST.all(this.em, [limit]);
    return rows.map((row) => ({ venue: toVenueDto(row), position: { score: row.feed_score, createdAt: row.feed_created_at, id: row.id } }));
  }

  async homeFeedTotal(): Promise<SearchTotal> {
    const [row] = await FEED_TOTAL.all(this.em, [TOTAL_COUNT_CAP + 1]);
    const found = row?.found ?? 0;
    return found > TOTAL_COUNT_CAP ? { count: TOTAL_COUNT_CAP, more: true } : { count: found, more: false };
  }

  async findBySlug(slug: string): Promise<VenueRecord | undefined> {
    const [row] = await BY_SLUG.all(this.em, [slug]);
    return row
      ? {
          venue: toVenueDto(row),
          ownerUserId: row.owner_user_id,
          connections: row.connections,
          photos: row.photos.map((photo) => toPhotoDto(photo, row.cover_photo_id)),
          osmRef: row.osm_ref,
        }
      : undefined;
  }

  async visibilityBySlug(slug: string): Promise<{ id: string; status: VenueDto['status']; ownerUserId: string | null } | undefined> {
    const [row] = await VISIBILITY_BY_SLUG.all(this.em, [slug]);
    return row ? { id: row.id, status: row.status, ownerUserId: row.owner_user_id } : undefined;
  }

  async similarTo(venue: VenueDto, radiusKm: number, limit: number): Promise<VenueDto[]> {
    const rows = await SIMILAR.all(this.em, [venue.id, venue.categoryId, venue.city, venue.latitude, venue.longitude, radiusKm, limit]);
    return rows.map(toVenueDto);
  }

  async publicStats(): Promise<PublicStatsDto> {
    const [row] = await STATS.all(this.em);
    return { venues: row.venues, cities: row.cities, votes: row.votes };
  }
}
