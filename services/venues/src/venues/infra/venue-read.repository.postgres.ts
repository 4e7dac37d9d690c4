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
// The feed's venues counted up to the cap (`cap` is its placeholder): a few milliseconds whatever the number of venues.
const FEED_TOTAL_SQL = (s: string, cap: string) =>
  `select count(*)::int from (select 1 from "${s}".venues f where f.status = 'approved' and not f.permanently_closed limit ${cap}) feed`;
const feedColumns = (s: string) => `${venueCardColumns(s)}, coalesce(v.score, -1)::float8 as feed_score, v.created_at::text as feed_created_at`;

// A venue closed for good stays findable by search, not suggested by the feeds (issue 27).
// The first page carries the feed's total (FEED_TOTAL_SQL): one statement, one round trip, not two.
const FEED_FIRST = new PreparedRead<FeedRow & { feed_total: number }>(
  'venues_feed_first_with_total',
  (s) => `select ${feedColumns(s)}, (${FEED_TOTAL_SQL(s, '$2')}) as feed_total
    from "${s}".venues v where v.status = 'approved' and not v.permanently_closed order by ${FEED_ORDER} limit $1`,
);
// The row comparison walks the venues_public_by_score index from the cursor on.
const FEED_AFTER = new PreparedRead<FeedRow>(
  'venues_feed_after',
  (s) => `select ${feedColumns(s)} from "${s}".venues v where v.status = 'approved' and not v.permanently_closed
    and (coalesce(v.score, -1), v.created_at, v.id) < ($2::real, $3::timestamptz, $4::uuid)
    order by ${FEED_ORDER} limit $1`,
);
/**
 * Similar venues: the best-scored of the same category in the same city (an index walk), and the
 * nearest of the same category within the radius (a GiST KNN walk, the 20 closest), together
 * ordered by score. Reading every venue of the category in a 25 km box would cost thousands of
 * rows in a dense city. `me` is the venue of the page (id, category_id, city, latitude, longitude).
 */
const similarSql = (s: string, radiusKm: string, limit: string) => `with candidates as (
      (select v.id, v.score, v.created_at from "${s}".venues v
        where v.status = 'approved' and v.category_id = me.category_id and "${s}".search_key(v.city) = "${s}".search_key(me.city) and v.id <> me.id
        order by coalesce(v.score, -1) desc, v.created_at desc limit ${limit})
      union
      (select v.id, v.score, v.created_at from "${s}".venues v
        where me.latitude is not null and v.status = 'approved' and v.latitude is not null and v.longitude is not null
          and v.category_id = me.category_id and v.id <> me.id
        order by public.ll_to_earth(v.latitude, v.longitude) operator(public.<->) public.ll_to_earth(me.latitude, me.longitude) limit 20)
    )
    select ${venueCardColumns(s)}, coalesce(v.score, -1) as similar_score, v.created_at as similar_created_at
    from candidates c join "${s}".venues v on v.id = c.id
    where not v.permanently_closed and ("${s}".search_key(v.city) = "${s}".search_key(me.city)
      or public.earth_distance(public.ll_to_earth(me.latitude, me.longitude), public.ll_to_earth(v.latitude, v.longitude)) <= ${radiusKm} * 1000)
    order by coalesce(v.score, -1) desc, v.created_at desc, v.id desc limit ${limit}`;
/** The page of a venue and its similar venues, in one statement: $1 the slug, $2 the radius in km, $3 how many similar. */
// osm_ref: the OpenStreetMap object the venue was imported from (docs/osm-import.md), for its credit.
const BY_SLUG = new PreparedRead<VenueCardRow & { owner_user_id: string | null; connections: VenueConnectionDto[]; photos: PhotoRow[]; similar: VenueCardRow[]; osm_ref: string | null }>(
  'venues_by_slug_with_similar',
  (s) => `select ${venueCardColumns(s)}, v.owner_user_id, ${photosColumn(s)}, ${connectionsColumn(s)},
      (select o.osm_type || '/' || o.osm_id from "${s}".osm_objects o where o.venue_id = v.id and o.link = 'imported' limit 1) as osm_ref,
      (select coalesce(json_agg(x order by x.similar_score desc, x.similar_created_at desc, x.id desc), '[]'::json)
        from (${similarSql(s, '$2::float8', '$3::int')}) x) as similar
    from "${s}".venues v, lateral (select v.id, v.category_id, v.city, v.latitude, v.longitude) me
    where v.slug = $1`,
);
const VISIBILITY_BY_SLUG = new PreparedRead<{ id: string; status: VenueDto['status']; owner_user_id: string | null }>(
  'venues_visibility_by_slug',
  (s) => `select id, status, owner_user_id from "${s}".venues where slug = $1`,
);
const STATS = new PreparedRead<{ venues: number; cities: number; votes: number }>(
  'venues_public_stats',
  // "lieux notés": the public venues that have a score (issue 28); the cities and votes, of every public venue.
  (s) => `select (count(*) filter (where score is not null))::int as venues, count(distinct "${s}".search_key(city))::int as cities, coalesce(sum(vote_count), 0)::int as votes
    from "${s}".venues where status = 'approved'`,
);

const toFeedEntry = (row: FeedRow): FeedEntry => ({ venue: toVenueDto(row), position: { score: row.feed_score, createdAt: row.feed_created_at, id: row.id } });

/** The public reads as prepared statements (no hydration: these are the hot paths of the home page and the venue page). */
@Injectable()
export class PostgresVenueReadRepository implements VenueReadRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async homeFeedFirst(limit: number): Promise<{ entries: FeedEntry[]; total: SearchTotal }> {
    const rows = await FEED_FIRST.all(this.em, [limit, TOTAL_COUNT_CAP + 1]);
    // Every row carries the count (and an empty feed has none: nothing to count).
    const found = rows[0]?.feed_total ?? 0;
    return {
      entries: rows.map(toFeedEntry),
      total: found > TOTAL_COUNT_CAP ? { count: TOTAL_COUNT_CAP, more: true } : { count: found, more: false },
    };
  }

  async homeFeed(after: FeedEntry['position'], limit: number): Promise<FeedEntry[]> {
    const rows = await FEED_AFTER.all(this.em, [limit, after.score, after.createdAt, after.id]);
    return rows.map(toFeedEntry);
  }

  async findBySlug(slug: string, similar: { radiusKm: number; limit: number }): Promise<(VenueRecord & { similar: VenueDto[] }) | undefined> {
    const [row] = await BY_SLUG.all(this.em, [slug, similar.radiusKm, similar.limit]);
    return row
      ? {
          venue: toVenueDto(row),
          ownerUserId: row.owner_user_id,
          connections: row.connections,
          photos: row.photos.map((photo) => toPhotoDto(photo, row.cover_photo_id)),
          similar: row.similar.map(toVenueDto),
          osmRef: row.osm_ref,
        }
      : undefined;
  }

  async visibilityBySlug(slug: string): Promise<{ id: string; status: VenueDto['status']; ownerUserId: string | null } | undefined> {
    const [row] = await VISIBILITY_BY_SLUG.all(this.em, [slug]);
    return row ? { id: row.id, status: row.status, ownerUserId: row.owner_user_id } : undefined;
  }

  async publicStats(): Promise<PublicStatsDto> {
    const [row] = await STATS.all(this.em);
    return { venues: row.venues, cities: row.cities, votes: row.votes };
  }
}
