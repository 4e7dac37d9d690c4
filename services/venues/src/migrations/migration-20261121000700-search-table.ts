import { Migration } from '@mikro-orm/migrations';

/**
 * `venue_search`: one narrow row per approved venue — what a search with words filters and orders on,
 * nothing else — kept by a trigger on `venues` (docs/search.md, "The search table").
 *
 * Why a second table: a search for a common word walks the venues in score order until it has its
 * pool of matches, and each step of that walk was a visit to a wide `venues` row that vote counts
 * keep rewriting. Here the score index carries the match terms (`include (terms)`), so the walk is an
 * index-only scan of consecutive pages, and the table changes only when something a search reads does.
 *
 * `terms` is the venue's search document without positions or weights (`@@` needs neither; the rank
 * is computed on `venues.search_doc` for the few candidates), capped at 2,000 bytes — the name, the
 * category, the tags, the city and the map cell first, then the description's words — so it always
 * fits in a B-tree entry (2,704 bytes at most): the words of a very long description past the cap are
 * not searched.
 */
/**
 * The order rows are written in: by city, then map cell. The matches of a search in one place (a
 * city's name or filter, a radius) then sit on a few pages rather than one page each; the spare
 * fifth of each page (fillfactor 80) keeps a row's new version beside the old one when its score
 * changes. Venues added later go at the end.
 */
export function searchRowOrder(schema?: string): string {
  return `${schema ? `"${schema}".` : ''}search_key(city), floor(latitude / 0.05), floor(longitude / 0.05), id`;
}

export class SearchTableMigration extends Migration {
  override up(): void {
    this.addSql(`select set_config('search_path', current_setting('search_path') || ', public', true)`);
    this.addSql(`create function venue_search_terms(doc tsvector) returns tsvector language sql immutable parallel safe as $$
      select coalesce(array_to_tsvector(array(
        select lexeme from (
          select u.lexeme, sum(length(u.lexeme) + 6) over (order by coalesce('C' = all(u.weights), false), u.lexeme) as bytes
          from unnest(doc) as u where length(u.lexeme) <= 40
        ) ranked where bytes <= 2000 order by lexeme)), ''::tsvector)
    $$`);
    this.addSql(`create table venue_search (
      id uuid primary key references venues (id) on delete cascade,
      score real not null,
      created_at timestamptz not null,
      category_id text not null,
      latitude double precision,
      longitude double precision,
      terms tsvector not null
    ) with (fillfactor = 80)`);
    // The walk in score order (relevance pool, sort=score) reads this index alone: the filters a
    // search with words applies (category, minimum score, the radius's exact distance) and the terms.
    this.addSql(`create index venue_search_by_score on venue_search (score desc, created_at desc, id desc)
      include (category_id, latitude, longitude, terms)`);
    this.addSql('create index venue_search_terms_index on venue_search using gin (terms)');
    // Every match, then the best scored: for words the walk of the score index found too rare. The
    // planner, misjudging how rare they are, would otherwise walk that index again or read the whole
    // table (in parallel workers that cost more to start than the search): the function's settings
    // leave it the GIN index of the terms. The radius is the great-circle distance on earthdistance's
    // sphere (radius 6,378,168 m) written out: its SQL functions are not inlined here, and cost a
    // nested query per row.
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
    // Every column a search reads, and those the document is made from (a BEFORE trigger rewrites
    // search_doc when they change, which "update of search_doc" alone would not see).
    this.addSql(`create trigger venues_search_row after insert or delete or update of status, score, created_at, category_id, latitude, longitude,
      search_doc, name, city, description on venues for each row execute function venues_keep_search_row()`);
    this.addSql(`insert into venue_search (id, score, created_at, category_id, latitude, longitude, terms)
      select id, coalesce(score, -1), created_at, category_id, latitude, longitude, venue_search_terms(search_doc)
      from venues where status = 'approved' order by ${searchRowOrder()}`);
  }

  override down(): void {
    this.addSql('drop trigger venues_search_row on venues');
    this.addSql('drop table venue_search');
    this.addSql('drop function venues_keep_search_row, venue_search_terms, venue_search_matches');
  }
}
