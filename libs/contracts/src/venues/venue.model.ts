/** Moderation status of a venue (spec section 4): only `approved` venues are public. */
export const VENUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VenueStatus = (typeof VENUE_STATUSES)[number];

/** The five platforms the score is built from (SCORING.md), in the order of their weight. */
export const SOCIAL_PROVIDERS = ['instagram', 'tiktok', 'facebook', 'google', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** `sort` of `GET /api/venues`: best score, nearest (needs lat and lng), newest. */
export const VENUE_SORTS = ['score', 'distance', 'recent'] as const;
export type VenueSort = (typeof VENUE_SORTS)[number];

/** `open` of a search: `now`, the venues open at this instant (issue 27). */
export const OPEN_FILTERS = ['now'] as const;
export type OpenFilter = (typeof OPEN_FILTERS)[number];

/**
 * Paged lists (`GET /api/feed/home`, `GET /api/venues`) answer an array, as the spec's calls
 * expect; the next page's cursor comes in this response header (absent on the last page) and goes
 * back as the `cursor` query parameter.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * A search's first page says how many venues match in all (issue 28, "counts that are true"):
 * `x-total-count`, exact up to TOTAL_COUNT_CAP; past it the count stops there and
 * `x-total-count-more: true` says "more than" (counting every match of a common word at 100,000
 * venues would cost more than the search: docs/performance.md).
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const TOTAL_COUNT_MORE_HEADER = 'x-total-count-more';
export const TOTAL_COUNT_CAP = 1000;

/** The total of a search: `count` matches, or more than `count` when `more`. */
export interface SearchTotal {
  count: number;
  more: boolean;
}

/**
 * The anonymous visitor id the venue page's beacon (`POST /api/places/{id}/visit`) sets: a random
 * first-party id, HttpOnly, SameSite=Lax, one year, only to count distinct visitors per month.
 */
export const VISITOR_COOKIE = 'lieux_visitor';

/** Bounds of the list queries. */
export const VENUE_LIST_LIMITS = { defaultLimit: 20, maxLimit: 50, maxQueryLength: 200, maxRadiusKm: 500 } as const;

/** Score colour bands (spec section 4): 80+ emerald, 60–79 blue, 40–59 amber, below 40 grey. */
export type ScoreBand = 'excellent' | 'very-good' | 'good' | 'low';

export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'very-good';
  if (score >= 40) return 'good';
  return 'low';
}
