import { Migration } from '@mikro-orm/migrations';
import { OPENING_DAYS } from '@lieux/contracts';

const DAY_ORDER = `array[${OPENING_DAYS.map((day) => `'${day}'`).join(', ')}]::text[]`;
const WEEK_MINUTES = 7 * 24 * 60;

/**
 * "Ouvert maintenant" in the search (issue 27, docs/opening-hours.md, "Open now in SQL"): the search
 * table learns when each venue is open, so the filter is a check on the row the search already reads.
 * - `venue_search.open_week`: the minutes of the week (Monday 00:00 = 0) the week's hours are open,
 *   a period past midnight running into the next day (Sunday night into Monday); all of them for
 *   24/7; null when the hours are unknown or the venue has closed for good.
 * - `venue_search.special_days`: the days special hours apply to, and the day after each run (a
 *   special night may run past midnight); null without special hours. On those days the few venues
 *   concerned are checked one by one (`venue_open_at`), with the same rule as the screens'
 *   `openingState`: a day's periods are its special hours if it has some, else 24/7's whole day, else
 *   the week's; yesterday's periods past midnight run into today whatever today's hours are; without
 *   the week's hours nor 24/7 the hours are unknown, and special hours alone do not make them known.
 * Kept by triggers on `venues`, `venue_opening_hours` and `venue_special_hours`. The score index
 * carries both columns, so the walk in score order stays index-only.
 */
export class OpenNowMigration extends Migration {
  override up(): void {
    this.addSql(`select set_config('search_path', current_setting('search_path') || ', public', true)`);
    this.addSql('alter table venue_search add column open_week int4multirange, add column special_days datemultirange');
    this.addSql(`create function venue_open_week(venue uuid) returns int4multirange language sql stable set search_path from current as $$
      with spans as (
        select (array_position(${DAY_ORDER}, h.day) - 1) * 1440 + (extract(epoch from h.opens) / 60)::int as starts,
          (array_position(${DAY_ORDER}, h.day) - 1) * 1440 + (extract(epoch from h.closes) / 60)::int
            + case when h.closes < h.opens then 1440 else 0 end as ends
        from venue_opening_hours h where h.venue_id = venue
      )
      select case when v.permanently_closed then null
        when v.always_open then int4multirange(int4range(0, ${WEEK_MINUTES}))
        else (select range_agg(r) from (
          select int4range(p.starts, least(p.ends, ${WEEK_MINUTES})) as r from spans p
          union all
          select int4range(0, p.ends - ${WEEK_MINUTES}) from spans p where p.ends > ${WEEK_MINUTES}
        ) week) end
      from venues v where v.id = venue
    $$`);
    this.addSql(`create function venue_special_days(venue uuid) returns datemultirange language sql stable set search_path from current as $$
      select range_agg(daterange(starts, ends + 2)) from venue_special_hours where venue_id = venue
    $$`);
    // The periods of one day, in minutes since midnight (closes before opens: past midnight; 0–1440: the whole day).
    this.addSql(`create function venue_day_periods(venue uuid, on_day date) returns table (opens int, closes int) language sql stable set search_path from current as $$
      with special as (select x.periods from venue_special_hours x where x.venue_id = venue and on_day between x.starts and x.ends limit 1)
      select (substr(p ->> 'opens', 1, 2)::int * 60 + substr(p ->> 'opens', 4, 2)::int), (substr(p ->> 'closes', 1, 2)::int * 60 + substr(p ->> 'closes', 4, 2)::int)
        from special, jsonb_array_elements(special.periods) p
      union all
      select 0, 1440 from venues v where v.id = venue and v.always_open and not exists (select 1 from special)
      union all
      select (extract(epoch from h.opens) / 60)::int, (extract(epoch from h.closes) / 60)::int
        from venue_opening_hours h join venues v on v.id = h.venue_id
        where h.venue_id = venue and not v.always_open and h.day = lower(to_char(on_day, 'FMday')) and not exists (select 1 from special)
    $$`);
    this.addSql(`create function venue_open_at(venue uuid, on_day date, at_minute int) returns boolean language sql stable set search_path from current as $$
      -- Without the week's hours nor 24/7 the hours are unknown, special days or not (as on the screens).
      select not v.permanently_closed and (v.always_open or exists (select 1 from venue_opening_hours h where h.venue_id = venue)) and (
        exists (select 1 from venue_day_periods(venue, on_day) p where at_minute >= p.opens and (p.closes <= p.opens or at_minute < p.closes))
        or exists (select 1 from venue_day_periods(venue, on_day - 1) p where p.closes < p.opens and at_minute < p.closes))
      from venues v where v.id = venue
    $$`);

    // The search row learns the hours when it is written, and again when they change.
    this.addSql(`create or replace function venues_keep_search_row() returns trigger language plpgsql set search_path from current as $$
      begin
        if tg_op = 'DELETE' or new.status <> 'approved' then
          delete from venue_search where id = old.id;
          return null;
        end if;
        insert into venue_search (id, score, created_at, category_id, latitude, longitude, terms, open_week, special_days)
        values (new.id, coalesce(new.score, -1), new.created_at, new.category_id, new.latitude, new.longitude, venue_search_terms(new.search_doc),
          venue_open_week(new.id), venue_special_days(new.id))
        on conflict (id) do update set score = excluded.score, created_at = excluded.created_at, category_id = excluded.category_id,
          latitude = excluded.latitude, longitude = excluded.longitude, terms = excluded.terms, open_week = excluded.open_week,
          special_days = excluded.special_days;
        return null;
      end $$`);
    this.addSql('drop trigger venues_search_row on venues');
    this.addSql(`create trigger venues_search_row after insert or delete or update of status, score, created_at, category_id, latitude, longitude,
      search_doc, name, city, description, always_open, permanently_closed on venues for each row execute function venues_keep_search_row()`);
    this.addSql(`create function venue_hours_keep_search_row() returns trigger language plpgsql set search_path from current as $$
      declare venue uuid := case when tg_op = 'DELETE' then old.venue_id else new.venue_id end;
      begin
        if tg_table_name = 'venue_opening_hours' then
          update venue_search set open_week = venue_open_week(venue) where id = venue;
        else
          update venue_search set special_days = venue_special_days(venue) where id = venue;
        end if;
        return null;
      end $$`);
    this.addSql('create trigger venue_opening_hours_search_row after insert or update or delete on venue_opening_hours for each row execute function venue_hours_keep_search_row()');
    this.addSql('create trigger venue_special_hours_search_row after insert or update or delete on venue_special_hours for each row execute function venue_hours_keep_search_row()');
    this.addSql('update venue_search set open_week = venue_open_week(id), special_days = venue_special_days(id)');

    // Every match, then the best scored (migration 0700), now also only those open at a moment.
    this.addSql('drop function venue_search_matches(tsquery, text, real, float8, float8, float8, integer)');
    this.addSql(`create function venue_search_matches(matches tsquery, category text, min_score real, centre_lat float8, centre_lng float8,
        metres float8, pool integer, open_day date, open_week_minute integer, open_day_minute integer) returns table (id uuid, score real, created_at timestamptz)
      language sql stable set search_path from current set enable_seqscan = off set enable_indexscan = off
        set enable_indexonlyscan = off set max_parallel_workers_per_gather = 0 as $$
      select s.id, s.score, s.created_at from venue_search s
      where s.terms @@ matches and (category is null or s.category_id = category) and (min_score is null or s.score >= min_score)
        and (metres is null or (s.latitude is not null and 2 * 6378168 * asin(least(1, sqrt(
          sin(radians(s.latitude - centre_lat) / 2) ^ 2
          + cos(radians(centre_lat)) * cos(radians(s.latitude)) * sin(radians(s.longitude - centre_lng) / 2) ^ 2))) <= metres))
        and (open_day is null or case when s.special_days @> open_day then venue_open_at(s.id, open_day, open_day_minute)
          else coalesce(s.open_week @> open_week_minute, false) end)
      order by s.score desc, s.created_at desc, s.id desc limit pool
    $$`);

    // The walk in score order reads the hours from the index too.
    this.addSql('drop index venue_search_by_score');
    this.addSql(`create index venue_search_by_score on venue_search (score desc, created_at desc, id desc)
      include (category_id, latitude, longitude, terms, open_week, special_days)`);
  }

  override down(): void {
    this.addSql('drop index venue_search_by_score');
    this.addSql('create index venue_search_by_score on venue_search (score desc, created_at desc, id desc) include (category_id, latitude, longitude, terms)');
    this.addSql('drop function venue_search_matches(tsquery, text, real, float8, float8, float8, integer, date, integer, integer)');
    this.addSql(`create function venue_search_matches(matches tsquery, category text, min_score real, centre_lat float8, centre_lng float8,
        metres float8, pool integer) returns table (id uuid, score real, created_at timestamptz)
      language sql stable set search_path from current set enable_seqscan = off set enable_indexscan = off
        set enable_indexonlyscan = off set max_parallel_workers_per_gather = 0 as $$
      select s.id, s.score, s.created_at from venue_search s
      where s.terms @@ matches and (category is null or s.category_id = category) and (min_score is null or s.score >= min_score)
        and (metres is null or (s.latitude is not null and 2 * 6378168 * asin(least(1, sqrt(
          sin(radians(s.latitude - centre_lat) / 2) ^ 2
          + cos(radians(centre_lat)) * cos(radians(s.latitude)) * sin(radians(s.longitude - centre_lng) / 2) ^ 2))) <= metres))
      order by s.score desc, s.created_at desc, s.id desc limit pool
    $$`);
    this.addSql('drop trigger venue_special_hours_search_row on venue_special_hours');
    this.addSql('drop trigger venue_opening_hours_search_row on venue_opening_hours');
    this.addSql('drop function venue_hours_keep_search_row');
    this.addSql('drop trigger venues_search_row on venues');
    this.addSql(`create trigger venues_search_row after insert or delete or update of status, score, created_at, category_id, latitude, longitude,
      search_doc, name, city, description on venues for each row execute function venues_keep_search_row()`);
    this.addSql(`create or replace function venues_keep_search_row() returns trigger language plpgsql set search_path from current as $$
      begin
        if tg_op = 'DELETE' or new.status <> 'approved' then
          delete from venue_search where id = old.id;
          return null;
        end if;
        insert into venue_search (id, score, created_at, category_id, latitude, longitude, terms)
        values (new.id, coalesce(new.score, -1), new.created_at, new.category_id, new.latitude, new.longitude, venue_search_terms(new.search_doc))
        on conflict (id) do update set score = excluded.score, created_at = excluded.created_at, category_id = excluded.category_id,
          latitude = excluded.latitude, longitude = excluded.longitude, terms = excluded.terms;
        return null;
      end $$`);
    this.addSql('alter table venue_search drop column open_week, drop column special_days');
    this.addSql('drop function venue_open_at, venue_day_periods, venue_special_days, venue_open_week');
  }
}
