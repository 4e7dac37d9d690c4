import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MAP_SUMMARY_ZOOM, clusterCellDegrees, type MapClusterDto, type MapVenueDto, type MapVenuesDto } from '@lieux/contracts';
import type { VenueMap } from '../app/venue-map.js';
import type { MapQuery } from '../domain/map-query.js';
import { openNowCondition, textQuery, type Queryable } from '../../venues/infra/venue-search.postgres.js';

/** One grid cell of the answer; the venue's own columns when the cell holds one venue only. */
interface CellRow {
  count: number;
  lat: number;
  lng: number;
  south: number;
  west: number;
  north: number;
  east: number;
  id: string | null;
  slug: string | null;
  name: string | null;
  name_ar: string | null;
  name_en: string | null;
  score: number | null;
  address: string | null;
  city: string | null;
  phone: string | null;
  whatsapp: string | null;
}

/** The side of `venue_map_cells`' cells (migration 20261130000200): the grid of MAP_SUMMARY_ZOOM. */
const SUMMARY_CELL = clusterCellDegrees(MAP_SUMMARY_ZOOM);

/** `$n` placeholders for a statement's values, as they are added. */
function parameters(values: unknown[]): (value: unknown, cast?: string) => string {
  return (value, cast = '') => {
    values.push(value);
    return `$${values.length}${cast}`;
  };
}

/** `edge` in whole summary cells, or undefined when it is not on their grid. */
function inSummaryCells(edge: number): number | undefined {
  const cells = edge / SUMMARY_CELL;
  return Math.abs(cells - Math.round(cells)) < 1e-9 ? Math.round(cells) : undefined;
}

/**
 * Whether the counts per cell answer this question exactly: no filter they do not hold (only the
 * category), cells no smaller than theirs, and an area on their grid — which every area the web app
 * asks is (`bboxOnCellGrid`) — so a summary cell is wholly in or out of it.
 */
export function summaryAnswers(query: MapQuery, tsquery: string | undefined): boolean {
  const { filters, bbox, cellDegrees } = query;
  const filtered = tsquery !== undefined || filters.city !== undefined || filters.minScore !== undefined || filters.openAt !== undefined || filters.position !== undefined;
  return !filtered && cellDegrees >= SUMMARY_CELL && [bbox.west, bbox.south, bbox.east, bbox.north].every((edge) => inSummaryCells(edge) !== undefined);
}

/** The answer's rows from its cells: the cells of one venue with their venue's popup columns (by primary key, one look-up each). */
function withVenues(schemaName: string, cells: string): string {
  return `with ${cells}
    select c.count, c.lat, c.lng, c.south, c.west, c.north, c.east, v.*
    from cells c left join lateral (
      select v.id, v.slug, v.name, v.name_ar, v.name_en, round(v.score::numeric, 2)::float8 as score, v.address, v.city, v.phone, v.whatsapp
      from ${schemaName}.venues v where v.id = c.only_id
    ) v on true
    order by c.count desc, v.score desc nulls last, v.id, c.lat, c.lng`;
}

/**
 * The grid aggregation of one map question over the venues themselves, every value a parameter.
 * The matches come from `venue_search` (approved venues only): the area by its position index
 * (`venue_search_by_position`, an index-only range scan), the words and the city by the GIN index of
 * the terms, the category, minimum score and "open now" from the row. They are grouped by
 * `floor(lat / cell), floor(lng / cell)`.
 */
export function gridSql(schema: string, query: MapQuery, tsquery: string | undefined): { text: string; values: unknown[] } {
  const schemaName = `"${schema}"`;
  const { bbox, filters, cellDegrees } = query;
  const values: unknown[] = [bbox.south, bbox.north, bbox.west, bbox.east, cellDegrees];
  const param = parameters(values);
  const where = ['s.latitude between $1 and $2', 's.longitude between $3 and $4'];
  const terms: string[] = [];
  if (tsquery !== undefined) terms.push(`to_tsquery('simple', ${param(tsquery)})`);
  if (filters.city !== undefined) terms.push(`quote_literal('~ville:' || ${schemaName}.search_key(${param(filters.city)}))::tsquery`);
  if (terms.length > 0) where.push(`s.terms @@ (${terms.join(' && ')})`);
  if (filters.category !== undefined) where.push(`s.category_id = ${param(filters.category)}`);
  if (filters.minScore !== undefined) where.push(`s.score >= ${param(filters.minScore, '::real')}`);
  // "Ouvert maintenant": the search's own condition on the row (docs/opening-hours.md).
  if (filters.openAt) where.push(openNowCondition(schema, filters.openAt, param));
  if (filters.position?.radiusKm !== undefined) {
    // The great-circle distance on earthdistance's sphere, written out (as venue_search_matches does).
    const lat = param(filters.position.lat, '::float8');
    const lng = param(filters.position.lng, '::float8');
    where.push(`2 * 6378168 * asin(least(1, sqrt(sin(radians(s.latitude - ${lat}) / 2) ^ 2
      + cos(radians(${lat})) * cos(radians(s.latitude)) * sin(radians(s.longitude - ${lng}) / 2) ^ 2))) <= ${param(filters.position.radiusKm * 1000, '::float8')}`);
  }
  const cells = `cells as (
      select count(*)::int as count, avg(s.latitude) as lat, avg(s.longitude) as lng,
        min(s.latitude) as south, min(s.longitude) as west, max(s.latitude) as north, max(s.longitude) as east,
        case when count(*) = 1 then min(s.id::text)::uuid end as only_id
      from ${schemaName}.venue_search s
      where ${where.join(' and ')}
      group by floor(s.latitude / $5), floor(s.longitude / $5)
    )`;
  return { text: withVenues(schemaName, cells), values };
}

/**
 * The same grouping from the counts per cell (`venue_map_cells`, zoom 12): the answer's cells are
 * unions of summary cells (the grid is anchored at 0°, a cell is four of the next zoom's), their
 * centre the sum of the positions over the count. A cell of one venue finds it by its exact position.
 */
export function summarySql(schema: string, query: MapQuery): { text: string; values: unknown[] } {
  const schemaName = `"${schema}"`;
  const { bbox, filters, cellDegrees } = query;
  const values: unknown[] = [inSummaryCells(bbox.south), inSummaryCells(bbox.north), inSummaryCells(bbox.west), inSummaryCells(bbox.east), Math.round(cellDegrees / SUMMARY_CELL)];
  const param = parameters(values);
  const category = filters.category !== undefined ? param(filters.category) : undefined;
  const cells = `grouped as (
      select sum(m.count)::int as count, sum(m.sum_lat) / sum(m.count) as lat, sum(m.sum_lng) / sum(m.count) as lng,
        min(m.south) as south, min(m.west) as west, max(m.north) as north, max(m.east) as east
      from ${schemaName}.venue_map_cells m
      where m.cell_y >= $1 and m.cell_y < $2 and m.cell_x >= $3 and m.cell_x < $4${category ? ` and m.category_id = ${category}` : ''}
      group by floor(m.cell_y / $5::float8), floor(m.cell_x / $5::float8)
    ), cells as (
      select g.*, (select s.id from ${schemaName}.venue_search s
        where g.count = 1 and s.latitude = g.lat and s.longitude = g.lng${category ? ` and s.category_id = ${category}` : ''} limit 1) as only_id
      from grouped g
    )`;
  return { text: withVenues(schemaName, cells), values };
}

/** The SQL of a map question: from the counts per cell when they answer it, else from the venues. */
export function mapSql(schema: string, query: MapQuery, tsquery: string | undefined): { text: string; values: unknown[] } {
  return summaryAnswers(query, tsquery) ? summarySql(schema, query) : gridSql(schema, query, tsquery);
}

function clusterOf(row: CellRow): MapClusterDto {
  return { count: row.count, lat: row.lat, lng: row.lng, south: row.south, west: row.west, north: row.north, east: row.east };
}

function venueOf(row: CellRow): MapVenueDto {
  return {
    id: row.id as string,
    slug: row.slug as string,
    name: row.name as string,
    nameAr: row.name_ar,
    nameEn: row.name_en,
    score: row.score,
    lat: row.lat,
    lng: row.lng,
    address: row.address ?? '',
    city: row.city ?? '',
    phone: row.phone,
    whatsapp: row.whatsapp,
  };
}

/** The map on PostgreSQL (docs/map.md, "Clusters"). */
@Injectable()
export class PostgresVenueMap implements VenueMap {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async venuesIn(query: MapQuery): Promise<MapVenuesDto> {
    const schema = String(this.em.config.get('schema') ?? 'public');
    const pool = (await this.em.getConnection().getNativeClient()) as Queryable;
    const tsquery = query.filters.words.length > 0 ? await textQuery(pool, schema, query.filters.words) : undefined;
    const { rows } = await pool.query<CellRow>(mapSql(schema, query, tsquery));
    const answer: MapVenuesDto = { total: 0, clusters: [], venues: [] };
    for (const row of rows) {
      answer.total += row.count;
      if (row.count === 1 && row.id !== null) answer.venues.push(venueOf(row));
      else answer.clusters.push(clusterOf(row));
    }
    return answer;
  }
}
