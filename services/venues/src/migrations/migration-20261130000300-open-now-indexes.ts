import { Migration } from '@mikro-orm/migrations';

const WEEK_HOURS = 7 * 24;

/** Bitmap scans only: the walk in score order has just shown it is the slow way for these words (as `venue_search_matches`). */
const BITMAPS_ONLY = 'set enable_seqscan = off set enable_indexscan = off set enable_indexonlyscan = off set max_parallel_workers_per_gather = 0';

/**
 * "Ouvert maintenant" at night (issue 27, docs/opening-hours.md "Open now in SQL"): at 04:00 one
 * venue in seven is open, so the walk in score order finds few open matches within its budget, and
 * the ways it had left read every venue of the words, or of the category.
 * - `venue_open_hours(open_week, special_days)`: the hours of the week (0 = Monday 00:00–00:59) in
 *   which the venue is open at some minute — every hour for the few venues with special hours,
 *   whose days move with the calendar. A superset: the minute is still checked on the row. Its GIN
 *   index gives the venues open in an hour, which the GIN index of the words meets in a BitmapAnd:
 *   the rows read are the open matches, not every match.
 * - `venue_search_open_matches`: the fallback of a walk that fell short with "open now", through
 *   both GIN indexes (`venue_search_matches`'s `open_day is null or …` keeps the hours' index out of
 *   its one plan). In a city or a radius there is no walk, the matches being few: the hours'
 *   posting list (70,000 venues at noon) would cost more than it saves, and `venue_search_matches`
 *   still checks each match.
 * - `venue_search_by_category`: a category's venues in score order with their hours, so a search by
 *   category alone walks that category index-only (8,000 entries at most at 100,000 venues) instead
 *   of probing each venue's search row.
 */
export class OpenNowIndexesMigration extends Migration {
  override up(): void {
    this.addSql(`select set_config('search_path', current_setting('search_path') || ', public', true)`);
    this.addSql(`create function venue_open_hours(week int4multirange, special datemultirange) returns smallint[]
      language sql immutable parallel safe as $$
      select case when special is not null then (select array_agg(h::smallint order by h) from generate_series(0, ${WEEK_HOURS - 1}) h)
        else (select array_agg(distinct h::smallint) from unnest(week) r, generate_series(lower(r) / 60, (upper(r) - 1) / 60) h) end
    $$`);
    this.addSql('create index venue_search_open_hours on venue_search using gin (venue_open_hours(open_week, special_days))');
    this.addSql(`create index venue_search_by_category on venue_search (category_id, score desc, created_at desc, id desc)
      include (open_week, special_days)`);
    this.addSql(`create function venue_search_open_matches(matches tsquery, category text, min_score real, pool integer,
        open_day date, open_week_minute integer, open_day_minute integer) returns table (id uuid, score real, created_at timestamptz)
      language sql stable set search_path from current ${BITMAPS_ONLY} as $$
      select s.id, s.score, s.created_at from venue_search s
      where s.terms @@ matches and venue_open_hours(s.open_week, s.special_days) @> array[(open_week_minute / 60)::smallint]
        and (category is null or s.category_id = category) and (min_score is null or s.score >= min_score)
        and case when s.special_days @> open_day then venue_open_at(s.id, open_day, open_day_minute)
          else coalesce(s.open_week @> open_week_minute, false) end
      order by s.score desc, s.created_at desc, s.id desc limit pool
    $$`);
  }

  override down(): void {
    this.addSql('drop function venue_search_open_matches');
    this.addSql('drop index venue_search_by_category');
    this.addSql('drop index venue_search_open_hours');
    this.addSql('drop function venue_open_hours');
  }
}
