import { Migration } from '@mikro-orm/migrations';

/**
 * Venues imported from OpenStreetMap (issue 32 §1, docs/osm-import.md):
 * - `osm_objects`: one row per OSM object the import has met and kept, by (type, id): the version it
 *   last wrote, and either the venue it made (`imported`) or the existing venue it was found to be
 *   (`linked`, a duplicate not added). `venue_id` becomes null when the venue is deleted in the
 *   product: the import then never makes it again;
 * - `written_fingerprint`: `osm_venue_fingerprint(venue)` right after the import wrote the venue. A
 *   venue whose fingerprint differs has been edited through the product (by its owner, or moderated)
 *   and is never written again; nor is a venue with an owner (claimed, issue 32 §2);
 * - `contact`: what the product has no column for (e-mail, social handles), for the claim's evidence;
 *   `hours_text`: an `opening_hours` value the import could not read, kept as written.
 */
export class OsmImportMigration extends Migration {
  override up(): void {
    this.addSql(`create table osm_objects (
      osm_type text not null check (osm_type in ('node', 'way', 'relation')),
      osm_id bigint not null check (osm_id > 0),
      version integer not null check (version >= 0),
      link text not null check (link in ('imported', 'linked')),
      venue_id uuid references venues (id) on delete set null,
      written_fingerprint text,
      contact jsonb not null default '{}',
      hours_text text,
      imported_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (osm_type, osm_id)
    )`);
    this.addSql('create index osm_objects_venue on osm_objects (venue_id) where venue_id is not null');
    // What an import writes to a venue, in one text: any change made elsewhere changes it.
    this.addSql(`create function osm_venue_fingerprint(venue uuid) returns text language sql stable
      set search_path from current as $$
        select md5(row(v.name, v.name_ar, v.name_en, v.address, v.city, v.phone, v.website, v.whatsapp, v.category_id,
          v.latitude, v.longitude, v.always_open, v.permanently_closed, v.status, v.description, v.description_ar, v.description_en,
          (select string_agg(h.day || ' ' || h.opens || ' ' || h.closes, ',' order by h.day, h.opens) from venue_opening_hours h where h.venue_id = v.id),
          (select count(*) from venue_special_hours x where x.venue_id = v.id))::text)
        from venues v where v.id = venue
      $$`);
  }

  override down(): void {
    this.addSql('drop function osm_venue_fingerprint(uuid)');
    this.addSql('drop table osm_objects');
  }
}
