import type { PoolClient } from 'pg';
import { SEEDED_CATEGORY_IDS } from '@lieux/contracts';
import { SEED_CATEGORIES } from '../../migrations/migration-20261121000100-categories.js';
import { DEMO_TAGS } from '../demo/demo-venues.data.js';
import { DEMO_ROUND_THE_CLOCK, DEMO_UNKNOWN_EVERY, demoHourTemplates } from '../demo/demo-hours.js';
import { searchRowOrder } from '../../migrations/migration-20261121000700-search-table.js';

/** Cities of the synthetic venues, with their centre; venues fall within about 6 km of it. */
export const CITIES: ReadonlyArray<readonly [string, number, number]> = [
  ['Casablanca', 33.5731, -7.5898], ['Rabat', 34.0209, -6.8416], ['Marrakech', 31.6295, -7.9811], ['Tanger', 35.7595, -5.834],
  ['Fès', 34.0331, -5.0003], ['Agadir', 30.4278, -9.5981], ['Meknès', 33.8935, -5.5473], ['Essaouira', 31.5085, -9.7595],
  ['Chefchaouen', 35.1688, -5.2636], ['Tétouan', 35.5889, -5.3626], ['Oujda', 34.6814, -1.9086], ['El Jadida', 33.2316, -8.5007],
  ['Ouarzazate', 30.9189, -6.8934], ['Kénitra', 34.261, -6.5802],
];

/** French label of each category, in SEEDED_CATEGORY_IDS order, as a name starts. */
const LABELS = ['Restaurant', 'Café', 'Hôtel', 'Boutique', 'Spa', 'Bar', 'Riad', 'Hammam', 'Pâtisserie', 'Salon de thé', 'Rooftop', 'Galerie'];

/** A sentence per category (same order), the start of each description. */
const PITCHES = [
  'Cuisine marocaine et méditerranéenne, produits du marché et service chaleureux.',
  'Café de quartier : espresso, jus pressés, msemen et pâtisseries du jour.',
  'Chambres calmes et lumineuses, petit-déjeuner copieux et accueil à toute heure.',
  'Créations locales, artisanat et idées cadeaux choisies chez les artisans de la région.',
  'Massages, soins à l’huile d’argan et moments de détente sur rendez-vous.',
  'Cocktails, planches à partager et ambiance musicale le week-end.',
  'Maison traditionnelle autour d’un patio, chambres décorées de zelliges et terrasse.',
  'Hammam traditionnel : gommage au savon noir, rhassoul et salle de repos.',
  'Gâteaux marocains, viennoiseries et commandes pour les fêtes.',
  'Thé à la menthe, pâtisseries fines et salon feutré pour les après-midi.',
  'Toit-terrasse avec vue, grillades et jus frais au coucher du soleil.',
  'Expositions d’artistes marocains, vernissages et ateliers ouverts au public.',
];

const NAMES = [
  'Zitoun', 'Yasmine', 'Atlas', 'Andalous', 'Argan', 'Menara', 'Bahia', 'Majorelle', 'Oasis', 'Kasbah', 'Nour', 'Safran', 'Amir', 'Sahara',
  'Palmier', 'Cèdre', 'Jasmin', 'Médina', 'Sultana', 'Layali', 'Amazigh', 'Zellige', 'Tadelakt', 'Mogador', 'Touareg', 'Oudaya', 'Anfa',
  'Bouregreg', 'Ourika', 'Toubkal', 'Tafilalet', 'Souss', 'Dades', 'Rif', 'Saïss', 'Lalla Mimouna', 'Dar Salam', 'Dar Essalam', 'El Bahja',
  'Al Fassia', 'Riad Nour', 'Bab Doukkala', 'Bab Ftouh', 'Ménara', 'Tamaris', 'Azur', 'Corail', 'Mimosa', 'Grenadine', 'Figuier',
];
const SUFFIXES = ['des Arts', 'du Port', 'Royal', 'de la Médina', 'Palace', 'Bleu', 'd’Or', 'du Centre', 'des Jardins', 'Gourmand'];
const STREETS = [
  'Avenue Mohammed V', 'Boulevard Hassan II', 'Rue Ibn Khaldoun', 'Rue de la Liberté', 'Avenue des FAR', 'Rue Oued Sebou', 'Derb Lalla Aïcha',
  'Boulevard Zerktouni', 'Rue Ibn Batouta', 'Avenue Allal Ben Abdellah', 'Rue Tarik Ibn Ziad', 'Place du 16 Novembre', 'Rue Moulay Ismaïl',
];
const EXTRAS = [
  'Ouvert tous les jours.', 'Réservation conseillée le week-end.', 'Paiement par carte accepté.', 'Accès facile en tramway.',
  'Terrasse ombragée l’été.', 'Wifi gratuit.', 'Parking à proximité.', 'Livraison en ville.', 'Idéal en famille.', 'Options végétariennes.',
];

/** Synthetic venues' slugs end with `-g<n>`: seeding N again adds nothing, seeding more adds the rest. */
export const SYNTHETIC_SLUG = '-g[0-9]+$';

/**
 * For the benchmarks only (`npm run seed -- --venues <count>`, docs/performance.md): these venues have no accounts, so
 * their scores and tile figures (Google rating, Instagram followers, engagement) are written here,
 * drawn from their hash — invented numbers to load the search and the pages, never the demo's or a
 * real venue's (which come from their connections, docs/connections.md "Figures of the accounts").
 *
 * Inserts synthetic venues 1…count in one statement (generate_series, every choice a hash of n, so
 * the same n is the same venue) with their search documents, then their tags and words in bulk. Under
 * `session_replication_role = replica` (superuser) the per-row triggers are skipped, which makes
 * 100,000 venues a matter of seconds; without that right the triggers do the same work, slower.
 */
export async function insertSyntheticVenues(client: PoolClient, schema: string, count: number): Promise<number> {
  const s = `"${schema}"`;
  await client.query('savepoint before_seed');
  const triggersOff = await client.query('set local session_replication_role = replica').then(
    () => true,
    () => false,
  );
  if (!triggersOff) await client.query('rollback to savepoint before_seed');
  const h = (k: number, n = 'n') => `(hashint4(${n} * 97 + ${k})::bigint & 2147483647)`;
  // One to three tags, a hash of n: the same in the venue's document and in venue_tags.
  const tagIndexes = (n: string) =>
    `(array[${[24, 25, 26].map((k) => `1 + ${h(k, n)} % ${DEMO_TAGS.length}`).join(', ')}])[1:1 + ${h(27, n)} % 3]`;
  const inserted = await client.query(
    `insert into ${s}.venues (slug, name, address, city, description, phone, phone_verified, category_id, latitude, longitude, status,
       score, ig_score, tt_score, fb_score, li_score, gb_score, google_rating, instagram_followers, total_engagement, vote_count, created_at, updated_at,
       search_doc)
     select trim(both '-' from regexp_replace(${s}.search_key(name || ' ' || city), '[^a-z0-9]+', '-', 'g')) || '-g' || n,
       name, address, city, description, phone, phone is not null, category_id, latitude, longitude, status,
       case when level is null then null else round((0.35 * ig + 0.25 * tt + 0.15 * fb + 0.10 * li + 0.15 * gb)::numeric, 1) end,
       ig, tt, fb, li, gb,
       case when level is null then null else least(5, round((3.3 + level / 70.0 + ${h(20)} % 4 / 10.0)::numeric, 1)) end,
       case when level is null then null else (150 * exp(level / 13.0))::int end,
       case when level is null then null else (6 * exp(level / 13.0))::int end,
       case when level is null then 0 else (level * level / 40 + ${h(21)} % 15)::int end,
       created_at, created_at,
       -- What venue_search_doc() makes, computed here at once rather than by a trigger per row.
       setweight(to_tsvector('simple', ${s}.search_key(name)), 'A')
         || setweight(to_tsvector('simple', ${s}.search_key(($12::text[])[cat] || ' '
              || array_to_string(array(select ($13::text[])[i] from unnest(tags) as i), ' '))), 'B')
         || setweight(to_tsvector('simple', ${s}.search_key(city)), 'B')
         || setweight(to_tsvector('simple', ${s}.search_key(description)), 'C')
         || array_to_tsvector(array['~ville:' || ${s}.search_key(city)])
         || ${s}.venue_cell_lexeme(latitude, longitude)
     from (
       select n, cat, ($9::text[])[ci] as city, ${tagIndexes('n')} as tags,
         ($2::text[])[cat] || ' ' || ($3::text[])[1 + ${h(2)} % array_length($3::text[], 1)]
           || case when ${h(3)} % 3 = 0 then ' ' || ($4::text[])[1 + ${h(4)} % array_length($4::text[], 1)] else '' end as name,
         (1 + ${h(5)} % 180) || ' ' || ($5::text[])[1 + ${h(6)} % array_length($5::text[], 1)] as address,
         ($6::text[])[cat] || ' ' || ($7::text[])[1 + ${h(7)} % array_length($7::text[], 1)] as description,
         case when ${h(8)} % 2 = 0 then '+212 5 ' || lpad((${h(9)} % 100000000)::text, 8, '0') end as phone,
         ($8::text[])[cat] as category_id,
         ($10::float8[])[ci] + (${h(10)} % 1000 / 1000.0 - 0.5) * 0.11 as latitude,
         ($11::float8[])[ci] + (${h(11)} % 1000 / 1000.0 - 0.5) * 0.13 as longitude,
         case when ${h(12)} % 100 < 95 then 'approved' when ${h(12)} % 100 < 99 then 'pending' else 'rejected' end as status,
         level,
         least(100, greatest(0, level + 6 + ${h(13)} % 21 - 10))::real as ig,
         least(100, greatest(0, level - 4 + ${h(14)} % 21 - 10))::real as tt,
         least(100, greatest(0, level - 2 + ${h(15)} % 21 - 10))::real as fb,
         least(100, greatest(0, level - 12 + ${h(16)} % 21 - 10))::real as li,
         least(100, greatest(0, level + 3 + ${h(17)} % 21 - 10))::real as gb,
         now() - make_interval(hours => (${h(18)} % (730 * 24))::int) as created_at
       from generate_series(1, $1::int) as n
       cross join lateral (select (1 + ${h(1)} % 12)::int as cat, (1 + ${h(23)} % array_length($9::text[], 1))::int as ci,
         case when ${h(19)} % 10 = 0 then null else 5 + ${h(22)} % 94 end as level) as pick
     ) as generated
     on conflict (slug) do nothing
     returning id`,
    [
      count,
      LABELS,
      NAMES,
      SUFFIXES,
      STREETS,
      PITCHES,
      EXTRAS,
      [...SEEDED_CATEGORY_IDS],
      CITIES.map(([name]) => name),
      CITIES.map(([, lat]) => lat),
      CITIES.map(([, , lng]) => lng),
      SEED_CATEGORIES.map((category) => category.name),
      DEMO_TAGS.map((tag) => tag.name),
    ],
  );
  const added = inserted.rowCount ?? 0;
  if (added === 0) return 0;
  await client.query(
    `insert into ${s}.venue_tags (venue_id, tag_id)
     select v.id, ($1::text[])[i]
     from ${s}.venues v
       cross join lateral (select (substring(v.slug from '-g([0-9]+)$'))::int as n) as synthetic
       cross join lateral unnest(${tagIndexes('synthetic.n')}) as i
     where v.slug ~ '${SYNTHETIC_SLUG}' and not exists (select 1 from ${s}.venue_tags vt where vt.venue_id = v.id)
     on conflict do nothing`,
    [DEMO_TAGS.map((tag) => tag.id)],
  );
  // Their hours, as the demo venues' (demo-hours.ts): the n-th venue gives none every DEMO_UNKNOWN_EVERY,
  // hotels and riads are open round the clock, the others take one of their category's two weeks.
  const number = `(substring(v.slug from '-g([0-9]+)$'))::int`;
  await client.query(
    `update ${s}.venues v set always_open = true
     where v.slug ~ '${SYNTHETIC_SLUG}' and v.category_id = any($1::text[]) and ${number} % ${DEMO_UNKNOWN_EVERY} <> ${DEMO_UNKNOWN_EVERY - 1} and not v.always_open`,
    [DEMO_ROUND_THE_CLOCK],
  );
  await client.query(
    `insert into ${s}.venue_opening_hours (venue_id, day, opens, closes)
     select v.id, p.day, p.opens::time, p.closes::time
     from ${s}.venues v
       join json_to_recordset($1::json) as t(category text, variant int, periods json) on t.category = v.category_id and t.variant = ${number} % 2
       cross join lateral json_to_recordset(t.periods) as p(day text, opens text, closes text)
     where v.slug ~ '${SYNTHETIC_SLUG}' and ${number} % ${DEMO_UNKNOWN_EVERY} <> ${DEMO_UNKNOWN_EVERY - 1}
       and not exists (select 1 from ${s}.venue_opening_hours h where h.venue_id = v.id)
     on conflict do nothing`,
    [JSON.stringify(demoHourTemplates())],
  );
  if (triggersOff) {
    await client.query(
      `insert into ${s}.search_words (word) select distinct word from ${s}.venues v, unnest(tsvector_to_array(v.search_doc)) as word
       where v.slug ~ '${SYNTHETIC_SLUG}' and length(word) between 2 and 40 and word !~ '^~' on conflict do nothing`,
    );
    // The row trigger that keeps venue_search was skipped too.
    await client.query(
      `insert into ${s}.venue_search (id, score, created_at, category_id, latitude, longitude, terms, open_week)
       select id, coalesce(score, -1), created_at, category_id, latitude, longitude, ${s}.venue_search_terms(search_doc), ${s}.venue_open_week(id)
       from ${s}.venues v where v.slug ~ '${SYNTHETIC_SLUG}' and v.status = 'approved'
       order by ${searchRowOrder(schema)} on conflict (id) do nothing`,
    );
  }
  return added;
}
