import { openMomentAt, VENUE_LIST_LIMITS, VENUE_QUERY_MESSAGES, type FieldError, type OpenMoment, type SearchVenuesRequest, type VenueSort } from '@lieux/contracts';
import { foldArabic } from './arabic-folding.js';
import { decodeOffsetCursor } from './feed-cursor.js';

/** Search reads at most this far into a result list: past it, people refine the query rather than page. */
export const MAX_SEARCH_OFFSET = 1000;
/** Words of a query taken into account; the rest of a pasted paragraph is ignored. */
export const MAX_SEARCH_WORDS = 8;

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
  /** As typed; the database compares it without accents or case ("fes" is "Fès"). */
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

/** Lower case without accents, Arabic folded (arabic-folding.ts), as the database's `search_key` folds text. */
export function foldText(text: string): string {
  return foldArabic(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
}

/** The words of a query: letters and digits, folded; SQL or punctuation is only separators here. */
export function queryWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = foldText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, 40));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

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
      ...(city ? { city } : {}),
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
