import type { SearchTotal, VenueDto } from '@lieux/contracts';
import type { SearchCriteria } from '../domain/search-criteria.js';

export interface SearchResult {
  venues: VenueDto[];
  /** Whether another page follows this one. */
  hasMore: boolean;
  /** On the first page: how many venues match in all, counted up to TOTAL_COUNT_CAP. */
  total?: SearchTotal;
}

/**
 * The search engine, behind one port: approved venues matching the criteria, best matches first
 * (or by score, distance, newest). PostgreSQL answers today (`PostgresVenueSearch`); a dedicated
 * engine (OpenSearch, Meilisearch) would be another implementation of this interface, fed by
 * the venue events, with nothing changed in the gateway or the use case (docs/search.md).
 */
export interface VenueSearch {
  search(criteria: SearchCriteria): Promise<SearchResult>;
}

export const VENUE_SEARCH = Symbol('VenueSearch');
