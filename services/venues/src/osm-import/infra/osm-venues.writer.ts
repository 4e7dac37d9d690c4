import type { PoolClient } from 'pg';
import { MAP_SUMMARY_ZOOM, clusterCellDegrees } from '@lieux/contracts';
import { searchRowOrder } from '../../migrations/migration-20261121000700-search-table.js';
import { slugify } from '../../venues/domain/venue-slug.js';
import { scheduleOf, type OsmPoi } from '../domain/osm-poi.js';

/** The side of the map's cells (venue_map_cells, migration 20261130000200: 90° / 4096), as the map reads them. */
const MAP_CELL_DEGREES = clusterCellDegrees(MAP_SUMMARY_ZOOM);

/** Metres within which an existing venue of the same name is the same place (docs/osm-import.md "Duplicates"). */
export const DUPLICATE_RADIUS_M = 150;

/** What became of each POI of a batch: the report's counts. */
export interface BatchOutcome {
  imported: number;
  updated: number;
  unchanged: number;
  linked: number;
  /** Known objects the import leaves alone: claimed venues, venues edited in the product, venues deleted in the product. */
  keptClaimed: number;
  keptEdited: number;
  keptDeleted: number;
}

interface KnownRow {
  osm_type: string;
  osm_id: string;
  version: number;
  link: 'imported' | 'linked';
  venue_id: string | null;
  owner_user_id: string | null;
  unedited: boolean | null;
}

const keyOf = (type: string, id: number | string) => `${type}/${id}`;

/** The slug of an imported venue: its name and city, and the OSM object's (`-n123`, `-w45`) so that it is unique and stable. */
export function osmSlug(poi: OsmPoi): string {
  const suffix = `${poi.osmType[0]}${poi.osmId}`;
  const base = slugify(`${poi.name} ${poi.city}`) || slugify(`${poi.categoryId} ${poi.city}`) || 'lieu';
  return `${base.slice(0, 100).replace(/-+$/, '')}-${suffix}`;
}

/** The columns a venue takes from a POI, as one JSON record per POI (one statement per table for a whole batch). */
function recordOf(poi: OsmPoi, index: number) {
  const schedule = scheduleOf(poi);
  return {
    k: index,
    osm_type: poi.osmType,
    osm_id: poi.osmId,
    version: poi.version,
    slug: osmSlug(poi),
    name: poi.name,
    name_ar: poi.nameAr,
    name_en: poi.nameEn,
    address: poi.address,
    city: poi.city,
    phone: poi.phone,
    website: poi.website,
    whatsapp: poi.whatsapp,
    category_id: poi.categoryId,
    latitude: poi.latitude,
    longitude: poi.longitude,
    always_open: schedule.alwaysOpen,
    hours: schedule.openingHours,
    contact: poi.contact,
    hours_text: poi.hoursText,
  };
}

/**
 * Writes one batch of POIs in the caller's transaction:
 * 1. the objects already known: the imported venues nobody claimed or edited are updated when OSM's
 *    version moved; the others are left as they are (counted);
 * 2. the new objects that are a public venue already there (same folded name, either script, within
 *    DUPLICATE_RADIUS_M) are linked to it;
 * 3. the rest become approved, unclaimed venues, with their hours.
 * Each written venue's fingerprint is then kept: the mark that tells a later run whether anyone edited it.
 */
export async function writeOsmBatch(client: PoolClient, schema: string, pois: readonly OsmPoi[]): Promise<BatchOutcome> {
  const s = `"${schema}"`;
  const outcome: BatchOutcome = { imported: 0, updated: 0, unchanged: 0, linked: 0, keptClaimed: 0, keptEdited: 0, keptDeleted: 0 };
  if (pois.length === 0) return outcome;
  const records = pois.map(recordOf);
  const keys = JSON.stringify(records.map((record) => ({ osm_type: record.osm_type, osm_id: record.osm_id })));
  const known = await client.query<KnownRow>(
    `select o.osm_type, o.osm_id::text, o.version, o.link, o.venue_id, v.owner_user_id,
       case when v.id is not null then o.written_fingerprint = ${s}.osm_venue_fingerprint(v.id) end as unedited
     from json_to_recordset($1::json) as k(osm_type text, osm_id bigint)
       join ${s}.osm_objects o on o.osm_type = k.osm_type and o.osm_id = k.osm_id
       left join ${s}.venues v on v.id = o.venue_id`,
    [keys],
  );
  const knownByKey = new Map(known.rows.map((row) => [keyOf(row.osm_type, row.osm_id), row]));
  const fresh: typeof records = [];
  const toUpdate: Array<(typeof records)[number] & { venue_id: string }> = [];
  const versionsOnly: Array<{ osm_type: string; osm_id: number; version: number }> = [];
  for (const record of records) {
    const row = knownByKey.get(keyOf(record.osm_type, record.osm_id));
    if (!row) fresh.push(record);
    else if (row.link === 'linked') {
      outcome.linked += 1;
      if (record.version > row.version) versionsOnly.push(record);
    } else if (!row.venue_id) outcome.keptDeleted += 1;
    else if (row.owner_user_id) outcome.keptClaimed += 1;
    else if (!row.unedited) outcome.keptEdited += 1;
    else if (record.version <= row.version) outcome.unchanged += 1;
    else toUpdate.push({ ...record, venue_id: row.venue_id });
  }

  if (versionsOnly.length > 0) {
    await client.query(
      `update ${s}.osm_objects o set version = r.version, updated_at = now()
       from json_to_recordset($1::json) as r(osm_type text, osm_id bigint, version int) where o.osm_type = r.osm_type and o.osm_id = r.osm_id`,
      [JSON.stringify(versionsOnly)],
    );
  }

  // Duplicates: the GiST index of public positions gives the venues near each new POI; the name decides.
  let toInsert = fresh;
  if (fresh.length > 0) {
    const duplicates = await client.query<{ k: number; venue_id: string }>(
      `select r.k, d.id as venue_id from json_to_recordset($1::json) as r(k int, name text, name_ar text, name_en text, latitude float8, longitude float8)
       cross join lateral (
         select v.id from ${s}.venues v
         where v.status = 'approved' and v.latitude is not null and v.longitude is not null
           and public.earth_box(public.ll_to_earth(r.latitude, r.longitude), $2) operator(public.@>) public.ll_to_earth(v.latitude, v.longitude)
           and public.earth_distance(public.ll_to_earth(r.latitude, r.longitude), public.ll_to_earth(v.latitude, v.longitude)) <= $2
           and array[${s}.search_key(v.name), ${s}.search_key(v.name_ar), ${s}.search_key(v.name_en)]
               && array[${s}.search_key(r.name), ${s}.search_key(r.name_ar), ${s}.search_key(r.name_en)]
         order by public.earth_distance(public.ll_to_earth(r.latitude, r.longitude), public.ll_to_earth(v.latitude, v.longitude))
         limit 1) as d`,
      [JSON.stringify(fresh.map(({ k, name, name_ar, name_en, latitude, longitude }) => ({ k, name, name_ar, name_en, latitude, longitude }))), DUPLICATE_RADIUS_M],
    );
    const linkedTo = new Map(duplicates.rows.map((row) => [row.k, row.venue_id]));
    if (linkedTo.size > 0) {
      await client.query(
        `insert into ${s}.osm_objects (osm_type, osm_id, version, link, venue_id, contact, hours_text)
         select osm_type, osm_id, version, 'linked', venue_id, contact, hours_text
         from json_to_recordset($1::json) as r(osm_type text, osm_id bigint, version int, venue_id uuid, contact jsonb, hours_text text)
         on conflict do nothing`,
        [JSON.stringify(fresh.filter((record) => linkedTo.has(record.k)).map((record) => ({ ...record, venue_id: linkedTo.get(record.k) })))],
      );
      outcome.linked += linkedTo.size;
    }
    toInsert = fresh.filter((record) => !linkedTo.has(record.k));
  }

  if (toInsert.length > 0) {
    const written = await insertVenues(client, s, toInsert);
    await client.query(
      `insert into ${s}.osm_objects (osm_type, osm_id, version, link, venue_id, written_fingerprint, contact, hours_text)
       select r.osm_type, r.osm_id, r.version, 'imported', r.venue_id, ${s}.osm_venue_fingerprint(r.venue_id), r.contact, r.hours_text
       from json_to_recordset($1::json) as r(osm_type text, osm_id bigint, version int, venue_id uuid, contact jsonb, hours_text text)`,
      [JSON.stringify(written)],
    );
    outcome.imported += written.length;
  }

  if (toUpdate.length > 0) {
    const payload = JSON.stringify(toUpdate);
    await client.query(
      `update ${s}.venues v set name = r.name, name_ar = r.name_ar, name_en = r.name_en, address = r.address, city = r.city, phone = r.phone,
         website = r.website, whatsapp = r.whatsapp, category_id = r.category_id, latitude = r.latitude, longitude = r.longitude,
         always_open = r.always_open, updated_at = now()
       from json_to_recordset($1::json) as r(venue_id uuid, name text, name_ar text, name_en text, address text, city text, phone text, website text,
         whatsapp text, category_id text, latitude float8, longitude float8, always_open boolean)
       where v.id = r.venue_id`,
      [payload],
    );
    await client.query(`delete from ${s}.venue_opening_hours where venue_id = any($1::uuid[])`, [toUpdate.map((record) => record.venue_id)]);
    await writeHours(client, s, toUpdate);
    await client.query(
      `update ${s}.osm_objects o set version = r.version, written_fingerprint = ${s}.osm_venue_fingerprint(o.venue_id), contact = r.contact,
         hours_text = r.hours_text, updated_at = now()
       from json_to_recordset($1::json) as r(osm_type text, osm_id bigint, version int, contact jsonb, hours_text text)
       where o.osm_type = r.osm_type and o.osm_id = r.osm_id`,
      [payload],
    );
    outcome.updated += toUpdate.length;
  }
  return outcome;
}

type VenueRecord = ReturnType<typeof recordOf>;

/**
 * The new venues with their hours, their search documents, search rows, words and map cells.
 * The row triggers of `venues` and `venue_opening_hours` do that work one row at a time (an hours
 * row rewrites its venue's search row: seven times a venue), 5 ms a venue on this machine type:
 * 100,000 venues would take minutes. Where the role may (`session_replication_role`, superuser, as
 * the seed's generator), the triggers are set aside for these statements and the same functions run
 * once per batch; elsewhere the triggers do it, slower. The search document is the trigger's
 * (`venues_keep_search_doc`), the search row the trigger's (`venues_keep_search_row`), the map
 * cells' sums the trigger's (`venue_search_keep_map_cells`).
 */
async function insertVenues(client: PoolClient, s: string, records: readonly VenueRecord[]): Promise<Array<VenueRecord & { venue_id: string }>> {
  await client.query('savepoint osm_bulk');
  const bulk = await client.query('set local session_replication_role = replica').then(
    () => true,
    () => false,
  );
  if (!bulk) await client.query('rollback to savepoint osm_bulk');
  const payload = JSON.stringify(records);
  const inserted = await client.query<{ id: string; slug: string }>(
    `insert into ${s}.venues (id, slug, name, name_ar, name_en, address, city, phone, website, whatsapp, category_id, latitude, longitude, status, always_open
       ${bulk ? ', search_doc' : ''})
     select id, slug, name, name_ar, name_en, address, city, phone, website, whatsapp, category_id, latitude, longitude, 'approved', always_open
       ${bulk ? `, ${s}.venue_search_doc(id, name, city, null, category_id) || ${s}.venue_translations_doc(name_ar, name_en, null, null) || ${s}.venue_cell_lexeme(latitude, longitude)` : ''}
     from (select gen_random_uuid() as id, r.* from json_to_recordset($1::json) as r(slug text, name text, name_ar text, name_en text, address text, city text,
       phone text, website text, whatsapp text, category_id text, latitude float8, longitude float8, always_open boolean)) as r
     where not exists (select 1 from ${s}.venues v where v.slug = r.slug)
     on conflict (slug) do nothing
     returning id, slug`,
    [payload],
  );
  const idBySlug = new Map(inserted.rows.map((row) => [row.slug, row.id]));
  const written = records.filter((record) => idBySlug.has(record.slug)).map((record) => ({ ...record, venue_id: idBySlug.get(record.slug) as string }));
  await writeHours(client, s, written);
  if (bulk) {
    await client.query('set local session_replication_role = origin');
    const ids = written.map((record) => record.venue_id);
    await client.query(
      `insert into ${s}.search_words (word) select distinct word from ${s}.venues v, unnest(tsvector_to_array(v.search_doc)) as word
       where v.id = any($1::uuid[]) and length(word) between 2 and 40 and word !~ '^~' on conflict do nothing`,
      [ids],
    );
    // Written with the map's triggers off (the row trigger of venue_search counts each venue in its
    // cell): the cells are counted here, a statement for the batch.
    await client.query('set local session_replication_role = replica');
    await client.query(
      `insert into ${s}.venue_search (id, score, created_at, category_id, latitude, longitude, terms, open_week, special_days)
       select id, coalesce(score, -1), created_at, category_id, latitude, longitude, ${s}.venue_search_terms(search_doc), ${s}.venue_open_week(id), ${s}.venue_special_days(id)
       from ${s}.venues where id = any($1::uuid[]) and status = 'approved'
       order by ${searchRowOrder(s.replace(/"/g, ''))} on conflict (id) do nothing`,
      [ids],
    );
    await client.query('set local session_replication_role = origin');
    await client.query(
      `insert into ${s}.venue_map_cells (cell_y, cell_x, category_id, count, sum_lat, sum_lng, south, west, north, east)
       select floor(latitude / $2)::int, floor(longitude / $2)::int, category_id, count(*), sum(latitude), sum(longitude),
         min(latitude), min(longitude), max(latitude), max(longitude)
       from ${s}.venues where id = any($1::uuid[]) and status = 'approved' and latitude is not null and longitude is not null
       group by 1, 2, 3
       on conflict (cell_y, cell_x, category_id) do update set count = venue_map_cells.count + excluded.count,
         sum_lat = venue_map_cells.sum_lat + excluded.sum_lat, sum_lng = venue_map_cells.sum_lng + excluded.sum_lng,
         south = least(venue_map_cells.south, excluded.south), west = least(venue_map_cells.west, excluded.west),
         north = greatest(venue_map_cells.north, excluded.north), east = greatest(venue_map_cells.east, excluded.east)`,
      [ids, MAP_CELL_DEGREES],
    );
  }
  return written;
}

async function writeHours(client: PoolClient, s: string, records: ReadonlyArray<{ venue_id: string; hours: ReturnType<typeof scheduleOf>['openingHours'] }>): Promise<void> {
  const rows = records.flatMap((record) => record.hours.map((period) => ({ venue_id: record.venue_id, ...period })));
  if (rows.length === 0) return;
  await client.query(
    `insert into ${s}.venue_opening_hours (venue_id, day, opens, closes)
     select venue_id, day, opens::time, closes::time from json_to_recordset($1::json) as r(venue_id uuid, day text, opens text, closes text)
     on conflict do nothing`,
    [JSON.stringify(rows)],
  );
}
