import type { MikroORM } from '@mikro-orm/postgresql';
import type { PoolClient } from 'pg';
import { inPoolTransaction } from '@lieux/persistence';
import { EventOutbox } from '@lieux/service-kit';
import type { SeedVenueRow } from '../demo/demo-venues.js';

/**
 * Writes venues with their tags and connections in the caller's transaction — no score, no figures,
 * and "Vérifié" off (only an approved verification sets it): the scoring worker computes the demo
 * venues' scores from their demo connections (docs/scoring.md, "Read side"), whose
 * `connection.measured` events bring the tiles' figures (docs/connections.md, "Figures of the accounts").
 * Writes them from one JSON parameter (one statement per table, whatever the number of venues). A slug already there is
 * left as it is, tags and connections included: seeding twice changes nothing.
 * Each venue added is announced by a `venue.created` in the same transaction (the outbox), as a venue
 * made through the API is: the admin's statistics count seeded venues like any other.
 * Returns how many venues were added.
 */
export async function insertSeedVenues(client: PoolClient, schema: string, tags: ReadonlyArray<{ id: string; name: string }>, rows: readonly SeedVenueRow[]): Promise<number> {
  const s = `"${schema}"`;
  await client.query(`insert into ${s}.tags (id, name) select id, name from json_to_recordset($1::json) as t(id text, name text) on conflict (id) do nothing`, [
    JSON.stringify(tags),
  ]);
  const payload = JSON.stringify(
    rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      address: row.address,
      city: row.city,
      description: row.description,
      name_ar: row.nameAr,
      description_ar: row.descriptionAr,
      phone: row.phone,
      category_id: row.categoryId,
      latitude: row.latitude,
      longitude: row.longitude,
      status: row.status,
      owner_user_id: row.ownerUserId,
      vote_count: row.voteCount,
      age_hours: row.ageHours,
      tags: row.tags,
      whatsapp: row.whatsapp,
      always_open: row.alwaysOpen,
      permanently_closed: row.permanentlyClosed,
      opening_hours: row.openingHours,
      special_hours: row.specialHours,
      connections: row.connections.map((connection) => ({ provider: connection.provider, account_ref: connection.accountRef })),
    })),
  );
  const inserted = await client.query<SeededVenue>(
    `insert into ${s}.venues (slug, name, address, city, description, name_ar, description_ar, phone, category_id, latitude, longitude, status,
       owner_user_id, vote_count, created_at, updated_at, whatsapp, always_open, permanently_closed)
     select slug, name, address, city, description, name_ar, description_ar, phone, category_id, latitude, longitude, status,
       owner_user_id, vote_count, now() - make_interval(hours => age_hours), now() - make_interval(hours => age_hours),
       whatsapp, always_open, permanently_closed
     from json_to_recordset($1::json) as r(slug text, name text, address text, city text, description text, name_ar text, description_ar text, phone text, category_id text,
       latitude float8, longitude float8, status text, owner_user_id uuid,
       vote_count int, age_hours int, whatsapp text, always_open boolean, permanently_closed boolean)
     on conflict (slug) do nothing
     returning id, slug, owner_user_id, category_id, city, status, created_at`,
    [payload],
  );
  if (inserted.rowCount === 0) return 0;
  const added = inserted.rows.map((row) => row.slug);
  await announceSeedVenues(client, schema, inserted.rows);
  await client.query(
    `insert into ${s}.venue_tags (venue_id, tag_id)
     select v.id, tag from json_to_recordset($1::json) as r(slug text, tags json)
       join ${s}.venues v on v.slug = r.slug
       cross join lateral json_array_elements_text(r.tags) as tag
     where r.slug = any($2::text[])
     on conflict do nothing`,
    [payload, added],
  );
  await client.query(
    `insert into ${s}.venue_opening_hours (venue_id, day, opens, closes)
     select v.id, h.day, h.opens::time, h.closes::time from json_to_recordset($1::json) as r(slug text, opening_hours json)
       join ${s}.venues v on v.slug = r.slug
       cross join lateral json_to_recordset(r.opening_hours) as h(day text, opens text, closes text)
     where r.slug = any($2::text[])
     on conflict do nothing`,
    [payload, added],
  );
  await client.query(
    `insert into ${s}.venue_special_hours (venue_id, starts, ends, label, periods)
     select v.id, x."from"::date, x."to"::date, x.label, x.periods from json_to_recordset($1::json) as r(slug text, special_hours json)
       join ${s}.venues v on v.slug = r.slug
       cross join lateral json_to_recordset(r.special_hours) as x("from" text, "to" text, label text, periods jsonb)
     where r.slug = any($2::text[])
     on conflict do nothing`,
    [payload, added],
  );
  await client.query(
    `insert into ${s}.venue_connections (venue_id, provider, account_ref)
     select v.id, c.provider, c.account_ref from json_to_recordset($1::json) as r(slug text, connections json)
       join ${s}.venues v on v.slug = r.slug
       cross join lateral json_to_recordset(r.connections) as c(provider text, account_ref text)
     where r.slug = any($2::text[])
     on conflict do nothing`,
    [payload, added],
  );
  return added.length;
}

interface SeededVenue {
  id: string;
  slug: string;
  owner_user_id: string | null;
  category_id: string;
  city: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: Date;
}

/** One `venue.created` per seeded venue, written to the service's outbox in the seed's transaction (one statement). */
async function announceSeedVenues(client: PoolClient, schema: string, venues: readonly SeededVenue[]): Promise<void> {
  const outbox = new EventOutbox();
  const envelopes = venues.map((venue) =>
    outbox.envelope('venue.created', {
      venueId: venue.id,
      slug: venue.slug,
      ownerUserId: venue.owner_user_id,
      categoryId: venue.category_id,
      city: venue.city,
      status: venue.status,
      createdAt: new Date(venue.created_at).toISOString(),
    }),
  );
  await client.query(
    `insert into "${schema}".outbox (id, subject, payload, request_id, created_at)
     select id, subject, envelope, null, occurred_at from json_to_recordset($1::json) as r(id uuid, subject text, envelope jsonb, occurred_at timestamptz)`,
    [JSON.stringify(envelopes.map((envelope) => ({ id: envelope.id, subject: envelope.subject, envelope, occurred_at: envelope.occurredAt })))],
  );
}

/** Runs bulk seed statements in one transaction on a client of the ORM's own pool (the kit's `inPoolTransaction`), with the schema. */
export function inSeedTransaction<T>(orm: MikroORM, work: (client: PoolClient, schema: string) => Promise<T>): Promise<T> {
  const schema = String(orm.config.get('schema') ?? 'public');
  return inPoolTransaction(orm.em, (client) => work(client, schema));
}
