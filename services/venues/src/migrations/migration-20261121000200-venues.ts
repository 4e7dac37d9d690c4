import { Migration } from '@mikro-orm/migrations';

/**
 * Venues, their tags and public connections, and what search stands on (docs/search.md):
 * - pg_trgm, unaccent, cube and earthdistance live in `public` (CREATE EXTENSION … IF NOT EXISTS is a
 *   no-op where a DBA provisioned them, so the service's role needs no superuser right then);
 * - `search_key(text)`: lower-case, accent-free, IMMUTABLE (unaccent itself is only STABLE), so
 *   indexes may use it;
 * - `search_doc`: a weighted tsvector of name (A), category and tags (B), city (B), description (C),
 *   kept by triggers; `search_words`: every word of every document, trigram-indexed, to turn a
 *   misspelt word ("restaurnt") into the words that exist ("restaurant").
 * The functions keep the migration's search_path (`set search_path from current`: the venues
 * schema), since triggers run on the service's connections, whose search_path does not name it.
 */
export class VenuesMigration extends Migration {
  override up(): void {
    // earthdistance's ll_to_earth names its `earth` type unqualified: public must be on the path here
    // (the migration's path is the venues schema alone) and is on the service's connections.
    this.addSql(`select set_config('search_path', current_setting('search_path') || ', public', true)`);
    for (const extension of ['pg_trgm', 'unaccent', 'cube', 'earthdistance']) {
      this.addSql(`create extension if not exists ${extension} schema public`);
    }
    this.addSql(`create function search_key(value text) returns text
      language sql immutable parallel safe strict
      as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$`);

    this.addSql(`create table tags (
      id text primary key check (id ~ '^[a-z0-9-]+$'),
      name text not null unique
    )`);
    this.addSql(`create table venues (
      id uuid primary key default gen_random_uuid(),
      slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
      name text not null check (length(name) between 1 and 120),
      address text not null,
      city text not null,
      country text not null default 'Maroc',
      description text,
      phone text,
      website text,
      phone_verified boolean not null default false,
      category_id text not null references categories (id),
      latitude double precision check (latitude between -90 and 90),
      longitude double precision check (longitude between -180 and 180),
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      owner_user_id uuid,
      score real check (score between 0 and 100),
      ig_score real check (ig_score between 0 and 100),
      tt_score real check (tt_score between 0 and 100),
      fb_score real check (fb_score between 0 and 100),
      li_score real check (li_score between 0 and 100),
      gb_score real check (gb_score between 0 and 100),
      google_rating real check (google_rating between 0 and 5),
      instagram_followers integer check (instagram_followers >= 0),
      total_engagement integer check (total_engagement >= 0),
      vote_count integer not null default 0 check (vote_count >= 0),
      search_doc tsvector not null default ''::tsvector,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql(`create table venue_tags (
      venue_id uuid not null references venues (id) on delete cascade,
      tag_id text not null references tags (id),
      primary key (venue_id, tag_id)
    )`);
    this.addSql('create index venue_tags_tag on venue_tags (tag_id)');
    this.addSql(`create table venue_connections (
      venue_id uuid not null references venues (id) on delete cascade,
      provider text not null check (provider in ('instagram', 'tiktok', 'facebook', 'google', 'linkedin')),
      account_ref text not null check (length(account_ref) between 1 and 200),
      primary key (venue_id, provider)
    )`);
    this.addSql(`create table search_words (word text primary key)`);
    this.addSql('create index search_words_trgm on search_words using gin (word public.gin_trgm_ops)');

    // Public lists read approved venues only: partial indexes in the order each list asks.
    this.addSql(`create index venues_public_by_score on venues ((coalesce(score, -1)) desc, created_at desc, id desc) where status = 'approved'`);
    this.addSql(`create index venues_public_recent on venues (created_at desc, id desc) where status = 'approved'`);
    this.addSql(`create index venues_public_city on venues (search_key(city), (coalesce(score, -1)) desc) where status = 'approved'`);
    this.addSql(`create index venues_public_category on venues (category_id, (coalesce(score, -1)) desc) where status = 'approved'`);
    this.addSql(`create index venues_public_search on venues using gin (search_doc) where status = 'approved'`);
    this.addSql(`create index venues_public_position on venues using gist (public.ll_to_earth(latitude, longitude))
      where status = 'approved' and latitude is not null and longitude is not null`);
    this.addSql('create index venues_owner on venues (owner_user_id)');

    // The document of one venue, from its own columns, its category's name and its tags' names.
    this.addSql(`create function venue_search_doc(venue_id uuid, name text, city text, description text, category_id text)
      returns tsvector language sql stable set search_path from current as $$
      select setweight(to_tsvector('simple', search_key(name)), 'A')
        || setweight(to_tsvector('simple', search_key(coalesce((select c.name from categories c where c.id = category_id), '') || ' '
             || coalesce((select string_agg(t.name, ' ') from venue_tags vt join tags t on t.id = vt.tag_id where vt.venue_id = $1), ''))), 'B')
        || setweight(to_tsvector('simple', search_key(city)), 'B')
        || setweight(to_tsvector('simple', search_key(coalesce(description, ''))), 'C')
    $$`);
    this.addSql(`create function remember_search_words(doc tsvector) returns void language sql set search_path from current as $$
      insert into search_words (word) select distinct word from unnest(tsvector_to_array(doc)) as word
      where length(word) between 2 and 40 on conflict do nothing
    $$`);
    this.addSql(`create function venues_keep_search_doc() returns trigger language plpgsql set search_path from current as $$
      begin
        new.search_doc := venue_search_doc(new.id, new.name, new.city, new.description, new.category_id);
        perform remember_search_words(new.search_doc);
        return new;
      end $$`);
    this.addSql(`create trigger venues_search_doc before insert or update of name, city, description, category_id on venues
      for each row execute function venues_keep_search_doc()`);
    this.addSql(`create function venue_tags_keep_search_doc() returns trigger language plpgsql set search_path from current as $$
      begin
        update venues v set search_doc = venue_search_doc(v.id, v.name, v.city, v.description, v.category_id)
        where v.id in (select venue_id from changed);
        perform remember_search_words(v.search_doc) from venues v where v.id in (select venue_id from changed);
        return null;
      end $$`);
    this.addSql(`create trigger venue_tags_added after insert on venue_tags referencing new table as changed
      for each statement execute function venue_tags_keep_search_doc()`);
    this.addSql(`create trigger venue_tags_removed after delete on venue_tags referencing old table as changed
      for each statement execute function venue_tags_keep_search_doc()`);
  }

  override down(): void {
    this.addSql('drop table venue_connections, venue_tags, venues, tags, search_words cascade');
    this.addSql('drop function venue_tags_keep_search_doc, venues_keep_search_doc, remember_search_words, venue_search_doc, search_key');
  }
}
