import { Migration } from '@mikro-orm/migrations';

/**
 * The admin console's venue list at 100,000 venues (issue 31 §5, docs/performance.md "Admin lists"):
 * - `venue_status_counts`: how many venues each status holds, kept by the triggers below, so the
 *   list's total without a search is one row, not a count of every venue (15–35 ms, on every page).
 *   Insertions and deletions count per statement (a seed of 100,000 venues updates it once); a
 *   status change per row, only when the status changes (a vote's `vote_count` update never fires
 *   it). The row of a status is a hot row: two transactions that add venues at once wait for each
 *   other's commit there, which venue creation and moderation can afford.
 * - `name_key` and `city_key`: `search_key` of the name and the city, stored. The list's search
 *   reads them (`search_key` costs about 60 µs a call: 10,000 rows compared cost 600 ms), and their
 *   trigram index with the slug's finds the rows that contain the typed text; the pending venues
 *   have one of their own, so a search of the moderation queue counts its few matches (360 of 4,000
 *   pending for "riad": 0.1 ms of index) rather than meeting 10,000 matches with 4,000 pending.
 * - `venues_by_status`: one status's venues, newest first (the list filtered by status).
 */
export class AdminVenueListMigration extends Migration {
  override up(): void {
    // Adding the stored columns rewrites the table and its indexes, the earth-distance ones included:
    // their expressions need `public` (earthdistance's types) on the path, as the first migrations set it.
    this.addSql(`select set_config('search_path', current_setting('search_path') || ', public', true)`);
    this.addSql('create table venue_status_counts (status text primary key, venues bigint not null)');
    this.addSql(`insert into venue_status_counts (status, venues) select status, count(*) from venues group by status`);
    this.addSql(`create function venue_status_counts_added() returns trigger language plpgsql set search_path from current as $$
      begin
        insert into venue_status_counts (status, venues) select status, count(*) from added group by status
          on conflict (status) do update set venues = venue_status_counts.venues + excluded.venues;
        return null;
      end $$`);
    this.addSql(`create function venue_status_counts_removed() returns trigger language plpgsql set search_path from current as $$
      begin
        update venue_status_counts c set venues = c.venues - r.venues
          from (select status, count(*) as venues from removed group by status) r where c.status = r.status;
        return null;
      end $$`);
    this.addSql(`create function venue_status_counts_moved() returns trigger language plpgsql set search_path from current as $$
      begin
        update venue_status_counts set venues = venues - 1 where status = old.status;
        insert into venue_status_counts (status, venues) values (new.status, 1)
          on conflict (status) do update set venues = venue_status_counts.venues + 1;
        return null;
      end $$`);
    this.addSql(`create function venue_status_counts_emptied() returns trigger language plpgsql set search_path from current as $$
      begin
        delete from venue_status_counts;
        return null;
      end $$`);
    this.addSql(`create trigger venues_status_counts_added after insert on venues referencing new table as added
      for each statement execute function venue_status_counts_added()`);
    this.addSql(`create trigger venues_status_counts_removed after delete on venues referencing old table as removed
      for each statement execute function venue_status_counts_removed()`);
    this.addSql(`create trigger venues_status_counts_moved after update of status on venues
      for each row when (old.status is distinct from new.status) execute function venue_status_counts_moved()`);
    this.addSql(`create trigger venues_status_counts_emptied after truncate on venues
      for each statement execute function venue_status_counts_emptied()`);
    this.addSql(`alter table venues add column name_key text generated always as (search_key(name)) stored,
      add column city_key text generated always as (search_key(city)) stored`);
    this.addSql('create index venues_admin_search on venues using gin (name_key public.gin_trgm_ops, city_key public.gin_trgm_ops, slug public.gin_trgm_ops)');
    // The moderation queue searched (the console's first tab): its own, small, index.
    this.addSql(`create index venues_admin_search_pending on venues using gin (name_key public.gin_trgm_ops, city_key public.gin_trgm_ops, slug public.gin_trgm_ops)
      where status = 'pending'`);
    this.addSql('create index venues_by_status on venues (status, created_at desc, id desc)');
  }

  override down(): void {
    this.addSql('drop index venues_by_status');
    this.addSql('drop index venues_admin_search_pending');
    this.addSql('drop index venues_admin_search');
    this.addSql('alter table venues drop column name_key, drop column city_key');
    this.addSql('drop trigger venues_status_counts_emptied on venues');
    this.addSql('drop trigger venues_status_counts_moved on venues');
    this.addSql('drop trigger venues_status_counts_removed on venues');
    this.addSql('drop trigger venues_status_counts_added on venues');
    this.addSql('drop function venue_status_counts_emptied()');
    this.addSql('drop function venue_status_counts_moved()');
    this.addSql('drop function venue_status_counts_removed()');
    this.addSql('drop function venue_status_counts_added()');
    this.addSql('drop table venue_status_counts');
  }
}
