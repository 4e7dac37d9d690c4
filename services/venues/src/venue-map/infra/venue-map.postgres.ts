import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { MapClusterDto, MapVenueDto, MapVenuesDto } from '@lieux/contracts';
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
  score: number | null;
  address: string | null;
  city: string | null;
  phone: string | null;
  whatsapp: string | null;
}

/**
 * The grid aggregation of one map question, every value a parameter. The matches come from
 * `venue_search` (approved venues only): the area by its position index (`venue_search_by_position`,
 * an index-only range scan), the words and the city by the GIN index of the terms, the category and
 * minimum score from the row. They are grouped by `floor(lat / cell), floor(lng / cell)`; only the
 * cells of one venue read their venue's popup columns from `venues` (by primary key, one
 * lookup each: a join would read the whole table).
 */
export function mapSql(schema: string, query: MapQuery, tsquery: string | undefined): { text: string; values: unknown[] } {
  const schemaName = `"${schema}"`;
  const { bbox, filters, cellDegrees } = query;
  const values: unknown[] = [bbox.south, bbox.north, bbox.west, bbox.east, cellDegrees];
  const param = (value: unknown, cast = ''): string => {
    values.push(value);
    return `$${values.length}${cast}`;
  };
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
  const text = `with cells as (
      select count(*)::int as count, avg(s.latitude) as lat, avg(s.longitude) as lng,
        min(s.latitude) as south, min(s.longitude) as west, max(s.latitude) as north, max(s.longitude) as east,
        case when count(*) = 1 then min(s.id::text)::uuid end as only_id
      from ${schemaName}.venue_search s
      where ${where.join(' and ')}
      group by floor(s.latitude / $5), floor(s.longitude / $5)
    )
    select c.count, c.lat, c.lng, c.south, c.west, c.north, c.east, v.*
    from cells c left join lateral (
      select v.id, v.slug, v.name, round(v.score::numeric, 2)::float8 as score, v.address, v.city, v.phone, v.whatsapp
      from ${schemaName}.venues v where v.id = c.only_id
    ) v on true
    order by c.count desc, v.score desc nulls last, v.id`;
  return { text, values };
}

function clusterOf(row: CellRow): MapClusterDto {
  return { count: row.count, lat: row.lat, lng: row.lng, south: row.south, west: row.west, north: row.north, east: row.east };
}

function venueOf(row: CellRow): MapVenueDto {
  return {
    id: row.id as string,
    slug: row.slug as string,
    name: row.name as string,
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
