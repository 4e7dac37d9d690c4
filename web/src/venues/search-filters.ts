import { VENUE_LIST_LIMITS, VENUE_SORTS, type SearchVenuesQueryDto, type VenueSort } from '@lieux/contracts';

/** A point and the radius around it, from the browser's geolocation ('near me'). */
export interface NearPoint {
  lat: number;
  lng: number;
  radiusKm: number;
}

/**
 * What /recherche searches: the spec's q and city, and the filters the spec's button promised
 * (category, minimum score, sort, near me). The address holds all of it, so a search can be
 * shared, reloaded and navigated back to.
 */
export interface SearchFilters {
  q: string;
  city: string;
  category: string;
  minScore: number | null;
  sort: VenueSort;
  near: NearPoint | null;
  /** Only the venues open now ("Ouvert maintenant", issue 27): the server reads its clock. */
  openNow: boolean;
}

export const EMPTY_FILTERS: SearchFilters = { q: '', city: '', category: '', minScore: null, sort: 'score', near: null, openNow: false };

/** The radius choices of 'near me', in km; the first search around the reader uses the default. */
export const RADIUS_CHOICES_KM = [2, 5, 10, 25, 50] as const;
export const DEFAULT_RADIUS_KM = 10;
/** Minimum score choices: the spec's band thresholds. */
export const MIN_SCORE_CHOICES = [40, 60, 80] as const;

/** About 11 m: enough for 'near me', and the address does not carry the reader's exact position. */
const roundCoordinate = (value: number) => Math.round(value * 10_000) / 10_000;

function numberIn(text: string | null, min: number, max: number): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/** The filters an address holds; a value out of bounds is ignored, as if it were not there. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const lat = numberIn(params.get('lat'), -90, 90);
  const lng = numberIn(params.get('lng'), -180, 180);
  const radiusKm = numberIn(params.get('radiusKm'), 0.1, VENUE_LIST_LIMITS.maxRadiusKm) ?? DEFAULT_RADIUS_KM;
  const near = lat !== null && lng !== null ? { lat, lng, radiusKm } : null;
  const sortParam = params.get('sort');
  const sort = VENUE_SORTS.find((candidate) => candidate === sortParam) ?? 'score';
  return {
    q: params.get('q') ?? '',
    city: params.get('city') ?? '',
    category: params.get('category') ?? '',
    minScore: numberIn(params.get('minScore'), 0, 100),
    // Distance needs a point (the API refuses it otherwise).
    sort: sort === 'distance' && !near ? 'score' : sort,
    near,
    openNow: params.get('open') === 'now',
  };
}

/** The address of the filters: only what is set, in a stable order (q first, as the home page writes it). */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q !== '') params.set('q', filters.q);
  if (filters.city !== '') params.set('city', filters.city);
  if (filters.category !== '') params.set('category', filters.category);
  if (filters.minScore !== null) params.set('minScore', String(filters.minScore));
  if (filters.near) {
    params.set('lat', String(roundCoordinate(filters.near.lat)));
    params.set('lng', String(roundCoordinate(filters.near.lng)));
    params.set('radiusKm', String(filters.near.radiusKm));
  }
  if (filters.sort !== 'score' && (filters.sort !== 'distance' || filters.near)) params.set('sort', filters.sort);
  if (filters.openNow) params.set('open', 'now');
  return params;
}

/**
 * Whether there is anything to search: the spec runs the search only when q or city is non-empty;
 * a chosen filter or 'near me' is a search too (a category alone lists that category).
 */
export function hasCriteria(filters: SearchFilters): boolean {
  return (
    filters.q.trim() !== '' || filters.city.trim() !== '' || filters.category !== '' || filters.minScore !== null || filters.near !== null || filters.openNow
  );
}

/** How many filters of the panel are on (its button's badge); "open now" has its own chip beside it. */
export function activeFilterCount(filters: SearchFilters): number {
  return [filters.category !== '', filters.minScore !== null, filters.sort !== 'score', filters.near !== null].filter(Boolean).length;
}

/**
 * What an empty result is owed to, for its message (issue 29): a radius ('near me'), else a filter
 * (city, category, minimum score, open now), else the words alone.
 */
export type EmptyResultCause = 'radius' | 'filters' | 'words';

export function emptyResultCause(filters: SearchFilters): EmptyResultCause {
  if (filters.near) return 'radius';
  return hasFilters(filters) ? 'filters' : 'words';
}

/** Whether a city, category, minimum score or 'open now' narrows the search. */
export function hasFilters(filters: SearchFilters): boolean {
  return filters.city.trim() !== '' || filters.category !== '' || filters.minScore !== null || filters.openNow;
}

/** The next radius choice past the current one, to offer when nothing is within it; none past the largest. */
export function widerRadiusKm(radiusKm: number): number | undefined {
  return RADIUS_CHOICES_KM.find((choice) => choice > radiusKm);
}

/** The same search without its filters: the words, the radius and the order stay; the city, category, minimum score and 'open now' go. */
export function withoutFilters(filters: SearchFilters): SearchFilters {
  return { ...EMPTY_FILTERS, q: filters.q, near: filters.near, sort: filters.sort };
}

/** The query of `GET /api/venues` for the filters: trimmed, and only what is set. */
export function searchQueryOf(filters: SearchFilters): SearchVenuesQueryDto {
  const query: SearchVenuesQueryDto = {};
  const q = filters.q.trim();
  const city = filters.city.trim();
  if (q !== '') query.q = q;
  if (city !== '') query.city = city;
  if (filters.category !== '') query.category = filters.category;
  if (filters.minScore !== null) query.minScore = filters.minScore;
  if (filters.near) {
    query.lat = roundCoordinate(filters.near.lat);
    query.lng = roundCoordinate(filters.near.lng);
    query.radiusKm = filters.near.radiusKm;
  }
  if (filters.sort !== 'score') query.sort = filters.sort;
  if (filters.openNow) query.open = 'now';
  return query;
}
