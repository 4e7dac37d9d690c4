import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SearchResult, VenueSearch } from '../app/venue-search.js';
import { TOTAL_COUNT_CAP, type OpenMoment, type SearchTotal } from '@lieux/contracts';
import type { SearchCriteria } from '../domain/search-criteria.js';
import { readSynonyms, synonymGroupOf, SYNONYM_WORDS, type SynonymGroup } from '../domain/search-synonyms.js';
import { toVenueDto, venueCardColumns, type VenueCardRow } from './venue-row.js';

/** Known words this close to a typed word (pg_trgm similarity) stand in for it: "restaurnt" → "restaurant". */
const TYPO_SIMILARITY = 0.35;
/** At most this many stand-ins per typed word, the closest first. */
const ALTERNATIVES_PER_WORD = 4;
/** Below this length a word is matched whole: a prefix of two letters would match half the venues. */
const MIN_PREFIX_LENGTH = 3;

const EARTH_POINT = 'public.ll_to_earth(v.latitude, v.longitude)';

/**
 * Search on PostgreSQL (docs/search.md). Each venue has a weighted tsvector of its name, category,
 * tags, city and description, folded by `search_key` (lower case, no accents), in a GIN index. A
 * typed word becomes "this word, as a prefix, or one of the closest known words" (the trigram
 * index of `search_words`), and every typed word must match. Filters and the radius (earthdistance,
 * GiST) narrow the same query; the order is relevance then score, or the asked sort.
 */
@Injectable()
export class PostgresVenueSearch implements VenueSearch {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async search(criteria: SearchCriteria): Promise<SearchResult> {
    const schema = String(this.em.config.get('schema') ?? 'public');
    const pool = await this.em.getConnection().getNativeClient();
    const tsquery = criteria.words.length > 0 ? await textQuery(pool, schema, criteria.words) : undefined;
    const openShare = criteria.openAt && tsquery !== undefined ? await openShareAt(pool, schema, criteria.openAt.minuteOfWeek) : undefined;
    // The first page also says how many match: the count rides in the same statement.
    const counted = criteria.offset === 0;
    const { text, values } = counted ? searchWithCountSql(schema, criteria, tsquery, openShare) : searchSql(schema, criteria, tsquery, openShare);
    const { rows } = await pool.query<VenueCardRow & { search_total?: number }>({ text, values });
    const page = { venues: rows.slice(0, criteria.limit).map(toVenueDto), hasMore: rows.length > criteria.limit };
    return counted ? { ...page, total: totalOf(rows[0]?.search_total ?? 0) } : page;
  }
}

const totalOf = (found: number): SearchTotal => (found > TOTAL_COUNT_CAP ? { count: TOTAL_COUNT_CAP, more: true } : { count: found, more: false });

/**
 * The first page and the total of a search in one statement (one round trip, one pool checkout):
 * `countSql` as an uncorrelated sub-query of the page's select list, which PostgreSQL runs once
 * (an InitPlan) and only when the page has a row. A page with none says 0, as the count would: the
 * page's candidates meet the count's conditions, so a match on the count's side makes a row here.
 */
export function searchWithCountSql(schema: string, criteria: SearchCriteria, tsquery: string | undefined, openShare = 0): { text: string; values: unknown[] } {
  const page = searchSql(schema, criteria, tsquery, openShare);
  const count = countSql(schema, criteria, tsquery);
  // The count's placeholders follow the page's.
  const counting = count.text.replace(/\$(\d+)/g, (_, index: string) => `$${Number(index) + page.values.length}`);
  const select = page.text.lastIndexOf('\n    select ');
  if (select < 0) throw new Error('searchSql: no final select');
  const text = `${page.text.slice(0, select)}\n    select (${counting}) as search_total,${page.text.slice(select + '\n    select'.length)}`;
  return { text, values: [...page.values, ...count.values] };
}

/**
 * How many approved venues match the criteria — the same conditions as the search — reading at
 * most TOTAL_COUNT_CAP + 1 of them: past the cap the answer is "more than" (docs/performance.md
 * measures it). With words, on the narrow search table and the GIN index of its terms (the city's
 * and the radius's cells are lexemes there too); without, on the venues and their own indexes.
 */
export function countSql(schema: string, criteria: SearchCriteria, tsquery: string | undefined): { text: string; values: unknown[] } {
  const { values, param } = bindParameters();
  const position = criteria.position;
  // The point only where a radius uses it: an unused parameter has no type PostgreSQL could infer.
  const centre = position?.radiusKm !== undefined ? `public.ll_to_earth(${param(position.lat, '::float8')}, ${param(position.lng, '::float8')})` : undefined;
  const metres = position?.radiusKm !== undefined ? param(position.radiusKm * 1000, '::float8') : undefined;
  // Nearest first lists only the venues with a position, as the search does.
  const placed = position !== undefined && (metres !== undefined || criteria.sort === 'distance');
  const where: string[] = [];
  let from: string;
  if (tsquery !== undefined) {
    from = `"${schema}".venue_search s`;
    let matches = indexedQuery(schema, param(tsquery));
    if (criteria.city !== undefined) matches += ` && ${cityLexeme(schema, param(criteria.city))}`;
    const cells = position?.radiusKm !== undefined ? cellsAround(position.lat, position.lng, position.radiusKm) : undefined;
    if (cells !== undefined) matches += ` && ${param(cells)}::tsquery`;
    where.push(`s.terms @@ (${matches})`);
    if (criteria.category !== undefined) where.push(`s.category_id = ${param(criteria.category)}`);
    if (criteria.minScore !== undefined) where.push(`s.score >= ${param(criteria.minScore, '::real')}`);
    if (criteria.openAt) where.push(openNowCondition(schema, criteria.openAt, param));
    if (placed) where.push('s.latitude is not null and s.longitude is not null');
    if (centre && metres) where.push(`public.earth_distance(${centre}, public.ll_to_earth(s.latitude, s.longitude)) <= ${metres}`);
  } else {
    from = `"${schema}".venues v`;
    where.push(`v.status = 'approved'`);
    if (criteria.city !== undefined) where.push(`"${schema}".search_key(v.city) = "${schema}".search_key(${param(criteria.city)})`);
    if (criteria.category !== undefined) where.push(`v.category_id = ${param(criteria.category)}`);
    if (criteria.minScore !== undefined) where.push(`coalesce(v.score, -1) >= ${param(criteria.minScore, '::real')}`);
    if (criteria.openAt) where.push(`exists (select 1 from "${schema}".venue_search s where s.id = v.id and ${openNowCondition(schema, criteria.openAt, param)})`);
    if (placed) where.push('v.latitude is not null and v.longitude is not null');
    if (centre && metres) where.push(`public.earth_box(${centre}, ${metres}) @> ${EARTH_POINT}`, `public.earth_distance(${centre}, ${EARTH_POINT}) <= ${metres}`);
  }
  const text = `select count(*)::int as found from (
      select 1 from ${from} where ${where.join(' and ')} limit ${param(TOTAL_COUNT_CAP + 1)}
    ) matched`;
  return { text, values };
}

export interface Queryable {
  query<R extends object>(config: { name?: string; text: string; values?: unknown[] }): Promise<{ rows: R[] }>;
}

/**
 * A lexeme of a tsquery, quoted: words are letters and digits already (queryWords), the quotes
 * make sure nothing in them is read as an operator anyway.
 */
function tsLexeme(word: string): string {
  const prefix = word.endsWith(':*');
  const bare = prefix ? word.slice(0, -2) : word;
  return `'${bare.replace(/'/g, "''").replace(/\\/g, '\\\\')}'${prefix ? ':*' : ''}`;
}

/**
 * The typed query as the GIN indexes read it fastest: each prefix that begins only a few known words
 * becomes those words, whole (`exact_prefixes`, migration 20261203000100), once per statement (the
 * sub-select). The rank keeps the query as typed: the same matches, the same weights.
 */
function indexedQuery(schema: string, written: string): string {
  return `(select "${schema}".exact_prefixes(to_tsquery('simple', ${written})))`;
}

/** The values of one statement and the `$n` placeholder of each, as they are added. */
function bindParameters(): { values: unknown[]; param: (value: unknown, cast?: string) => string } {
  const values: unknown[] = [];
  return {
    values,
    param: (value, cast = '') => {
      values.push(value);
      return `$${values.length}${cast}`;
    },
  };
}

/**
 * "Open now" on a row of `venue_search` (`s`), docs/opening-hours.md: the week's minutes, except on
 * the days special hours concern the venue, where the venue's own hours are read (a few venues).
 */
export function openNowCondition(schema: string, openAt: OpenMoment, param: (value: unknown, cast?: string) => string): string {
  const day = param(openAt.date, '::date');
  return `case when s.special_days @> ${day} then "${schema}".venue_open_at(s.id, ${day}, ${param(openAt.minuteOfDay, '::int')})
    else coalesce(s.open_week @> ${param(openAt.minuteOfWeek, '::int')}, false) end`;
}

/** The city's lexeme of the search documents (`~ville:<folded city>`) as a tsquery, for the placeholder of a city. */
function cityLexeme(schema: string, city: string): string {
  return `quote_literal('~ville:' || "${schema}".search_key(${city}))::tsquery`;
}

/** Map cells of the search documents (`venue_cell_lexeme`): 0.05° a side, about 5 km. */
const CELL_DEGREES = 0.05;
/** Past this radius, the cells would be too many for one query: the GiST box does the work. */
const MAX_CELL_RADIUS_KM = 20;

/** `'~cell:670:-159' | …`: the cells a radius around the point touches (a box of whole cells). */
export function cellsAround(lat: number, lng: number, radiusKm: number): string | undefined {
  if (radiusKm > MAX_CELL_RADIUS_KM) return undefined;
  const latSpan = radiusKm / 111.2;
  const lngSpan = radiusKm / (111.2 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  const cells: string[] = [];
  for (let i = Math.floor((lat - latSpan) / CELL_DEGREES); i <= Math.floor((lat + latSpan) / CELL_DEGREES); i += 1) {
    for (let j = Math.floor((lng - lngSpan) / CELL_DEGREES); j <= Math.floor((lng + lngSpan) / CELL_DEGREES); j += 1) cells.push(`'~cell:${i}:${j}'`);
  }
  return cells.join(' | ');
}

/**
 * Relevance ranks the best-scored matches only: this many, a bounded pool, so a word that matches
 * a fifth of 100,000 venues costs a walk down the score index, not a rank of 20,000 documents.
 * Pages of a relevance search stop there (sort=score goes on to MAX_SEARCH_OFFSET).
 */
export const RELEVANCE_POOL = 120;

/**
 * The one query of a search, every value a parameter, in two steps: the candidates in an order an
 * index gives (score, newest, or nearest: GiST KNN on the earth cube, whose chord distance orders
 * like the great-circle one), only as many as the page needs (or the relevance pool); then their
 * cards — tags and all — and, for a relevance search, their rank.
 */
export function searchSql(schema: string, criteria: SearchCriteria, tsquery: string | undefined, openShare = 0): { text: string; values: unknown[] } {
  const byScore = tsquery !== undefined ? wordsByScoreSql(schema, criteria, tsquery, openShare) : openByScoreSql(schema, criteria);
  if (byScore) return byScore;
  const { values, param } = bindParameters();
  const where = [`v.status = 'approved'`];
  let query: string | undefined;
  const city = criteria.city !== undefined ? param(criteria.city) : undefined;
  // Without words, the city's own index (by score); with words, the city's lexeme (below) says the same.
  if (city !== undefined && tsquery === undefined) where.push(`"${schema}".search_key(v.city) = "${schema}".search_key(${city})`);
  if (criteria.category !== undefined) where.push(`v.category_id = ${param(criteria.category)}`);
  if (criteria.minScore !== undefined) where.push(`coalesce(v.score, -1) >= ${param(criteria.minScore, '::real')}`);
  // The venue's search row (its primary key) says whether it is open: a look-up per candidate, and
  // at any hour enough venues are open (cafés, 24/7 hotels) that the walk stops soon.
  if (criteria.openAt) where.push(`exists (select 1 from "${schema}".venue_search s where s.id = v.id and ${openNowCondition(schema, criteria.openAt, param)})`);
  let centre: string | undefined;
  let nearby = '';
  /** Conditions on the candidates once chosen (the radius of a nearest-first search). */
  const outerWhere: string[] = [];
  if (criteria.position) {
    centre = `public.ll_to_earth(${param(criteria.position.lat, '::float8')}, ${param(criteria.position.lng, '::float8')})`;
    if (criteria.position.radiusKm !== undefined || criteria.sort === 'distance') where.push('v.latitude is not null and v.longitude is not null');
    if (criteria.position.radiusKm !== undefined) {
      const metres = param(criteria.position.radiusKm * 1000, '::float8');
      const within = `public.earth_distance(${centre}, ${EARTH_POINT}) <= ${metres}`;
      const cells = tsquery !== undefined ? cellsAround(criteria.position.lat, criteria.position.lng, criteria.position.radiusKm) : undefined;
      if (cells && criteria.sort !== 'distance') {
        // With words, the cells the radius covers join them: one GIN lookup of the matches nearby.
        nearby = ` && ${param(cells)}::tsquery`;
        where.push(within);
      } else if (criteria.sort === 'distance') {
        // Nearest first: the N nearest matches (a GiST KNN walk that stops after N), then those
        // within the radius — the same set as "within the radius, nearest N", without reading
        // every venue of a dense city centre.
        outerWhere.push(within);
      } else {
        // The box uses the GiST index; the distance then trims its corners.
        where.push(`public.earth_box(${centre}, ${metres}) @> ${EARTH_POINT}`, within);
      }
    }
  }
  if (tsquery !== undefined) {
    const written = param(tsquery);
    query = `to_tsquery('simple', ${written})`;
    // With a city, its lexeme joins the words: one GIN lookup reads only the matching venues of the city.
    const inCity = city !== undefined ? ` && ${cityLexeme(schema, city)}` : '';
    where.push(`v.search_doc @@ (${indexedQuery(schema, written)}${inCity}${nearby})`);
  }
  const relevance = tsquery !== undefined && criteria.sort === undefined;
  const candidateOrder =
    criteria.sort === 'distance' && centre
      ? { sql: 'knn', outer: 'c.knn, c.id' }
      : criteria.sort === 'recent'
        ? { sql: 'v.created_at desc, v.id desc', outer: 'c.created_at desc, c.id desc' }
        : { sql: 'coalesce(v.score, -1) desc, v.created_at desc, v.id desc', outer: 'c.score desc, c.created_at desc, c.id desc' };
  const pool = relevance ? RELEVANCE_POOL : criteria.offset + criteria.limit + 1;
  const distanceColumn = centre ? `, public.earth_distance(${centre}, ${EARTH_POINT}) / 1000 as distance_km` : '';
  const rank = relevance ? `round(ts_rank(v.search_doc, ${query})::numeric, 2) desc, ` : '';
  const knn = criteria.sort === 'distance' && centre ? `, ${EARTH_POINT} operator(public.<->) ${centre} as knn` : '';
  const text = `with c as (
      select v.id, coalesce(v.score, -1) as score, v.created_at${knn}
      from "${schema}".venues v where ${where.join(' and ')}
      order by ${candidateOrder.sql} limit ${param(pool)}
    )
    select ${venueCardColumns(schema)}${distanceColumn}
    from c join "${schema}".venues v on v.id = c.id${outerWhere.length > 0 ? ` where ${outerWhere.join(' and ')}` : ''}
    order by ${rank}${candidateOrder.outer}
    limit ${param(criteria.limit + 1)} offset ${param(criteria.offset)}`;
  return { text, values };
}

/**
 * How many venues, best score first, the walk reads before it gives up on finding its pool there.
 * Past it the matches are rare among the best-scored venues, and the GIN index of the terms finds
 * them all at a cost that grows with their number — at most about pool × venues / budget of them,
 * when the matches are spread evenly. 5,000 keeps both sides a few milliseconds at 100,000 venues
 * (docs/performance.md).
 */
export const WALK_BUDGET = 5_000;

/**
 * A search with words, best matches or best score first, on the narrow `venue_search` table
 * (migration 0700): the candidates come from one of two ways of finding the best-scored matches,
 * whichever the words call for, decided while the query runs rather than by the planner's
 * estimate of how common the words are (an estimate that misses "vue sur mer", whose words always
 * come together, by a factor of 20):
 * - the walk: the score index read in order, index only (it carries the terms and the filters),
 *   until the pool is full or WALK_BUDGET venues are read — common words fill it within a few hundred;
 * - the rest: when the walk fell short, every match from the GIN index of the terms, then the best
 *   scored of them (the `+ 0` keeps PostgreSQL from choosing the score index again, the walk having
 *   just shown it is the slow way here).
 * The cards, and the relevance rank on the full weighted document, are then read for the candidates
 * only. Nearest first, newest first and radii past the map cells' reach keep the general query.
 */
function wordsByScoreSql(schema: string, criteria: SearchCriteria, tsquery: string, openShare: number): { text: string; values: unknown[] } | undefined {
  if (criteria.sort !== undefined && criteria.sort !== 'score') return undefined;
  const position = criteria.position;
  const cells = position?.radiusKm !== undefined ? cellsAround(position.lat, position.lng, position.radiusKm) : undefined;
  if (position?.radiusKm !== undefined && cells === undefined) return undefined;
  const { values, param } = bindParameters();
  const written = param(tsquery);
  const query = `to_tsquery('simple', ${written})`;
  let matches = indexedQuery(schema, written);
  if (criteria.city !== undefined) matches += ` && ${cityLexeme(schema, param(criteria.city))}`;
  if (cells !== undefined) matches += ` && ${param(cells)}::tsquery`;
  const category = criteria.category !== undefined ? param(criteria.category) : 'null';
  const minScore = criteria.minScore !== undefined ? param(criteria.minScore, '::real') : 'null::real';
  const lat = position ? param(position.lat, '::float8') : 'null::float8';
  const lng = position ? param(position.lng, '::float8') : 'null::float8';
  const centre = position ? `public.ll_to_earth(${lat}, ${lng})` : undefined;
  const metres = position?.radiusKm !== undefined ? param(position.radiusKm * 1000, '::float8') : 'null::float8';
  const within = centre && position?.radiusKm !== undefined ? ` and s.latitude is not null and public.earth_distance(${centre}, public.ll_to_earth(s.latitude, s.longitude)) <= ${metres}` : '';
  const open = criteria.openAt ? ` and ${openNowCondition(schema, criteria.openAt, param)}` : '';
  const openArguments = criteria.openAt
    ? `${param(criteria.openAt.date, '::date')}, ${param(criteria.openAt.minuteOfWeek, '::int')}, ${param(criteria.openAt.minuteOfDay, '::int')}`
    : 'null::date, null::int, null::int';
  const relevance = criteria.sort === undefined;
  const pool = param(relevance ? RELEVANCE_POOL : criteria.offset + criteria.limit + 1, '::int');
  // In a city or a radius, the matches are a small share of the best-scored venues: straight to the index.
  const straightToIndex = criteria.city !== undefined || cells !== undefined;
  const budget = param(straightToIndex ? 0 : WALK_BUDGET, '::int');
  // After a walk that fell short, at an hour when few venues are open, the open matches come from
  // the words' GIN index met with the hours'.
  const matchesOf =
    criteria.openAt && !straightToIndex && openShare < HOURS_INDEX_MAX_SHARE
      ? `venue_search_open_matches(${matches}, ${category}, ${minScore}, ${pool}, ${openArguments})`
      : `venue_search_matches(${matches}, ${category}, ${minScore}, ${lat}, ${lng}, ${metres}, ${pool}, ${openArguments})`;
  const distanceColumn = centre ? `, public.earth_distance(${centre}, ${EARTH_POINT}) / 1000 as distance_km` : '';
  const rank = relevance ? `round(ts_rank(v.search_doc, ${query})::numeric, 2) desc, ` : '';
  const text = `with walk as materialized (
      select s.id, s.score, s.created_at from (
        select * from "${schema}".venue_search where score >= coalesce(${minScore}, -1) order by score desc, created_at desc, id desc limit ${budget}
      ) s where s.terms @@ (${matches})${criteria.category !== undefined ? ` and s.category_id = ${category}` : ''}${within}${open}
      limit ${pool}
    ), walked as (select count(*) as found from walk),
    c as (
      select * from walk where (select found from walked) >= ${pool}
      union all
      select * from "${schema}".${matchesOf}
      where (select found from walked) < ${pool}
    )
    select ${venueCardColumns(schema)}${distanceColumn}
    from c join "${schema}".venues v on v.id = c.id
    order by ${rank}c.score desc, c.created_at desc, c.id desc
    limit ${param(criteria.limit + 1)} offset ${param(criteria.offset)}`;
  return { text, values };
}

/**
 * Past this share of the venues open in the hour, the hours' GIN index costs more to read (its
 * posting list: 70,000 venues at noon) than the rows it saves; below it (15 % at 04:00) it saves
 * most of them (docs/performance.md, "Open now").
 */
export const HOURS_INDEX_MAX_SHARE = 0.5;

/** The shares change with the venues' hours, slowly: read again every ten minutes. */
const OPEN_SHARES_TTL_MS = 10 * 60_000;
const openShares = new Map<string, { byHour: Map<number, number>; until: number }>();

/**
 * The share of the searchable venues open at some minute of the moment's hour of the week, from the
 * statistics ANALYZE keeps on the hours' index (one value per hour: its most common elements).
 * Without statistics yet, 0: the hours' index, right wherever it is small.
 */
export async function openShareAt(pool: Queryable, schema: string, minuteOfWeek: number, now = Date.now()): Promise<number> {
  let known = openShares.get(schema);
  if (!known || known.until <= now) {
    const { rows } = await pool.query<{ hours: number[] | null; shares: number[] | null }>({
      name: 'venues_open_shares',
      text: `select most_common_elems::text::int[] as hours, most_common_elem_freqs as shares
        from pg_stats where schemaname = $1 and tablename = 'venue_search_open_hours'`,
      values: [schema],
    });
    const byHour = new Map<number, number>();
    rows[0]?.hours?.forEach((hour, index) => byHour.set(hour, rows[0]?.shares?.[index] ?? 0));
    known = { byHour, until: now + OPEN_SHARES_TTL_MS };
    openShares.set(schema, known);
  }
  return known.byHour.get(Math.floor(minuteOfWeek / 60)) ?? 0;
}

/**
 * "Open now" without words, best score first (no city, no radius): the search table in score order,
 * index-only — its score index, or the category's (`venue_search_by_category`) — each entry's hours
 * checked as it is read. At 04:00 one venue in seven is open: the walk reads about seven entries a
 * result, and at most one category's venues when none of them is (bars at dawn). The general query
 * would visit each candidate's search row instead.
 */
function openByScoreSql(schema: string, criteria: SearchCriteria): { text: string; values: unknown[] } | undefined {
  const { openAt, position } = criteria;
  if (!openAt || criteria.city !== undefined || position?.radiusKm !== undefined) return undefined;
  if (criteria.sort !== undefined && criteria.sort !== 'score') return undefined;
  const { values, param } = bindParameters();
  const where = [`s.score >= ${criteria.minScore !== undefined ? param(criteria.minScore, '::real') : '-1'}`, openNowCondition(schema, openAt, param)];
  if (criteria.category !== undefined) where.unshift(`s.category_id = ${param(criteria.category)}`);
  const distanceColumn = position
    ? `, public.earth_distance(public.ll_to_earth(${param(position.lat, '::float8')}, ${param(position.lng, '::float8')}), ${EARTH_POINT}) / 1000 as distance_km`
    : '';
  const text = `with c as (
      select s.id, s.score, s.created_at from "${schema}".venue_search s where ${where.join(' and ')}
      order by s.score desc, s.created_at desc, s.id desc limit ${param(criteria.offset + criteria.limit + 1)}
    )
    select ${venueCardColumns(schema)}${distanceColumn}
    from c join "${schema}".venues v on v.id = c.id
    order by c.score desc, c.created_at desc, c.id desc
    limit ${param(criteria.limit + 1)} offset ${param(criteria.offset)}`;
  return { text, values };
}

/**
 * A typed word's closest known words, kept a minute per process: the same words come back all day
 * ("cafe", "riad"), and a word added since shows up within the minute. Bounded (oldest out first).
 */
const ALTERNATIVES_TTL_MS = 60_000;
const ALTERNATIVES_MAX = 5_000;
const knownAlternatives = new Map<string, { alternatives: string[]; until: number }>();
/** Each synonym group's forms that some document has (formsInUse), for the same minute; a few hundred groups at most. */
const knownForms = new Map<string, { forms: string[][]; until: number }>();

/**
 * `(cafe:* | coffee:* | مقهي:* | …) & (rabat:* | رباط:* | …) & (restaurnt:* | restaurant | …)`:
 * a typed word, or run of words, that is a form of a synonym group (search-synonyms.data.ts) stands
 * for every form of the group that some document has, so "مقهى الرباط", "coffee rabat" and
 * "9ahwa rabat" are one query; another word is itself as a prefix or one of its closest known words
 * — the words of the documents and the synonyms' forms, so a misspelt form ("marakech", "مراكيش")
 * brings its group.
 */
export async function textQuery(pool: Queryable, schema: string, words: string[], now = Date.now()): Promise<string> {
  const terms = readSynonyms(words);
  const alternativesOf = await closestWords(
    pool,
    schema,
    terms.flatMap((term) => (term.group ? [] : term.words)),
    now,
  );
  const groups = new Set<SynonymGroup>();
  for (const term of terms) {
    if (term.group) groups.add(term.group);
    else for (const other of alternativesOf.get(term.words[0]) ?? []) { const group = synonymGroupOf(other); if (group) groups.add(group); }
  }
  const formsOf = await formsInUse(pool, schema, [...groups], now);
  const groupQuery = (group: SynonymGroup, typed?: readonly string[]) => {
    // The typed form stays even where no document has it yet: the query means at least what was typed.
    const forms = formsOf.get(group) ?? [];
    const kept = typed && !forms.some((form) => form.join(' ') === typed.join(' ')) ? [typed, ...forms] : forms;
    return `(${kept.map((form) => (form.length === 1 ? lexeme(form[0] as string) : `(${form.map(lexeme).join(' & ')})`)).join(' | ')})`;
  };
  return terms
    .map((term) => {
      if (term.group) return groupQuery(term.group, term.words);
      const [word] = term.words;
      const others = (alternativesOf.get(word) ?? []).filter((alternative) => alternative !== word);
      // A close word that is a form brings its group's forms in use (none: it matches nothing either).
      const closest = others.map((other) => { const group = synonymGroupOf(other); return !group ? tsLexeme(other) : (formsOf.get(group) ?? []).length > 0 ? groupQuery(group) : undefined; });
      return `(${[lexeme(word), ...closest.filter((part) => part !== undefined)].join(' | ')})`;
    })
    .join(' & ');
}

/** A typed word or a form's word: a prefix from three letters on ("caf" finds "cafe"), else whole. */
function lexeme(word: string): string {
  return tsLexeme(word.length >= MIN_PREFIX_LENGTH ? `${word}:*` : word);
}

/**
 * The forms of each group that can match something: each of their words is a word of some document
 * (or begins one, for a prefix). The others — most of a group, in a city whose venues are all named
 * in French — would only lengthen the query that each walked row is checked against (about 1.5 ×
 * the time of a search with a city, docs/performance.md). Kept a minute per process, as the closest words are.
 */
async function formsInUse(pool: Queryable, schema: string, groups: SynonymGroup[], now: number): Promise<Map<SynonymGroup, string[][]>> {
  const formsOf = new Map<SynonymGroup, string[][]>();
  const missing: SynonymGroup[] = [];
  for (const group of groups) {
    const known = knownForms.get(`${schema}:${group.kind}:${group.fr}`);
    if (known && known.until > now) formsOf.set(group, known.forms);
    else missing.push(group);
  }
  if (missing.length === 0) return formsOf;
  const words = [...new Set(missing.flatMap((group) => group.forms.flat()))];
  const { rows } = await pool.query<{ word: string }>({
    name: 'venues_search_forms_in_use',
    text: `select f.word from unnest($1::text[]) as f(word) where exists (select 1 from "${schema}".search_words w
        where case when length(f.word) >= $2 then w.word like f.word || '%' else w.word = f.word end)`,
    values: [words, MIN_PREFIX_LENGTH],
  });
  const used = new Set(rows.map((row) => row.word));
  for (const group of missing) {
    const forms = group.forms.filter((form) => form.every((word) => used.has(word))).map((form) => [...form]);
    formsOf.set(group, forms);
    knownForms.set(`${schema}:${group.kind}:${group.fr}`, { forms, until: now + ALTERNATIVES_TTL_MS });
  }
  return formsOf;
}

/** Each word's closest known words (search_words and the synonyms' one-word forms), from the minute's cache or the database. */
async function closestWords(pool: Queryable, schema: string, words: string[], now: number): Promise<Map<string, string[]>> {
  const alternativesOf = new Map<string, string[]>();
  for (const word of words) {
    const known = knownAlternatives.get(`${schema}:${word}`);
    if (known && known.until > now) alternativesOf.set(word, known.alternatives);
  }
  const missing = words.filter((word) => !alternativesOf.has(word));
  if (missing.length === 0) return alternativesOf;
  const { rows } = await pool.query<{ input: string; alternatives: string[] | null }>({
    name: 'venues_search_alternatives',
    text: `select w.input, (select array_agg(s.word order by public.similarity(s.word, w.input) desc, s.word)
        from (select k.word from (
                select word from "${schema}".search_words where word operator(public.%) w.input
                union select word from unnest($4::text[]) as f(word) where word operator(public.%) w.input
              ) k where public.similarity(k.word, w.input) >= $2
              order by public.similarity(k.word, w.input) desc, k.word limit $3) s) as alternatives
      from unnest($1::text[]) as w(input)`,
    values: [missing, TYPO_SIMILARITY, ALTERNATIVES_PER_WORD, SYNONYM_WORDS],
  });
  for (const row of rows) {
    const alternatives = row.alternatives ?? [];
    alternativesOf.set(row.input, alternatives);
    knownAlternatives.set(`${schema}:${row.input}`, { alternatives, until: now + ALTERNATIVES_TTL_MS });
    if (knownAlternatives.size > ALTERNATIVES_MAX) knownAlternatives.delete(knownAlternatives.keys().next().value as string);
  }
  return alternativesOf;
}
