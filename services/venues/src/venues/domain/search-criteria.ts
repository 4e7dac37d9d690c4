import { openMomentAt, VENUE_LIST_LIMITS, VENUE_QUERY_MESSAGES, type FieldError, type OpenMoment, type SearchVenuesRequest, type VenueSort } from '@lieux/contracts';
import { decodeOffsetCursor } from './feed-cursor.js';
import { cityNamed } from './search-synonyms.js';
import { queryWords } from './search-words.js';

export { foldText, queryWords } from './search-words.js';

/** Search reads at most this far into a result list: past it, people refine the query rather than page. */
export const MAX_SEARCH_OFFSET = 1000;

export interface SearchPosition {
  lat: number;
  lng: number;
  /** Only venues within this distance, when given. */
  radiusKm?: number;
}

/** A search as the engine receives it: words already split and folded, every value checked. */
export interface SearchCriteria {
  /** Lower-case, accent-free words of `q` ("Café  Fès!" → ["cafe", "fes"]); empty: no text condition. */
  words: string[];
  /** The city venues store, named in any language ("الرباط" → "Rabat", search-synonyms.ts), else as typed; the database compares it without accents or case ("fes" is "Fès"). */
  city?: string;
  category?: string;
  minScore?: number;
  position?: SearchPosition;
  /** Only the venues open at this moment (`open=now`), on Casablanca's clock. */
  openAt?: OpenMoment;
  /** Absent: best matches first when there are words, else best score first. */
  sort?: VenueSort;
  offset: number;
  limit: number;
}

export type CriteriaResult = { criteria: SearchCriteria } | { errors: FieldError[] };

/**
 * Checks what the DTO cannot (fields that go together) and folds the rest. The gateway already
 * checked each field alone; a direct RPC caller gets the same French messages.
 */
export function toSearchCriteria(request: SearchVenuesRequest, now: Date = new Date()): CriteriaResult {
  const errors: FieldError[] = [];
  const hasLat = request.lat !== undefined && request.lat !== null;
  const hasLng = request.lng !== undefined && request.lng !== null;
  if (hasLat !== hasLng) errors.push({ field: hasLat ? 'lng' : 'lat', messages: [VENUE_QUERY_MESSAGES.positionIncomplete] });
  if (request.radiusKm !== undefined && !(hasLat && hasLng)) errors.push({ field: 'radiusKm', messages: [VENUE_QUERY_MESSAGES.positionIncomplete] });
  if (request.sort === 'distance' && !(hasLat && hasLng)) errors.push({ field: 'sort', messages: [VENUE_QUERY_MESSAGES.distanceNeedsPosition] });
  let offset = 0;
  if (request.cursor !== undefined) {
    const decoded = decodeOffsetCursor(request.cursor, MAX_SEARCH_OFFSET);
    if (decoded === undefined) errors.push({ field: 'cursor', messages: [VENUE_QUERY_MESSAGES.invalidCursor] });
    else offset = decoded;
  }
  if (errors.length > 0) return { errors };
  const city = request.city?.trim();
  const category = request.category?.trim();
  return {
    criteria: {
      words: queryWords(request.q),
      ...(city ? { city: cityNamed(city) } : {}),
      ...(category ? { category } : {}),
      ...(request.minScore !== undefined ? { minScore: request.minScore } : {}),
      ...(hasLat && hasLng
        ? { position: { lat: request.lat as number, lng: request.lng as number, ...(request.radiusKm !== undefined ? { radiusKm: request.radiusKm } : {}) } }
        : {}),
      ...(request.sort ? { sort: request.sort } : {}),
      ...(request.open === 'now' ? { openAt: openMomentAt(now) } : {}),
      offset,
      limit: request.limit ?? VENUE_LIST_LIMITS.defaultLimit,
    },
  };
}
