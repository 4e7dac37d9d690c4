import { API, type AnyApiRoute } from '@lieux/contracts';

/**
 * The events that change the categories. Today categories change only by a venues migration, so no
 * `category.*` event is in the EVENTS catalogue yet and a new category shows within the TTL; the
 * slice that lets admins edit them adds `category.<past-tense>` events there, and the cached list
 * then changes at once (docs/performance.md, "Gateway response cache").
 */
export const CATEGORY_EVENTS_PREFIX = 'category.';

/**
 * What changes a public venue list or page: any venue event (created, approved, edited…), a new
 * score, a vote, a social account linked or unlinked (the venue page's links; the venues read model
 * applies the same event, so the answer after it may still be cached once, for the TTL at most).
 * Subjects as NATS patterns, under the deployment's NATS_SUBJECT_PREFIX.
 */
export const VENUE_CHANGING_EVENTS = ['venue.>', 'score.updated', 'vote.cast', 'verification.decided', 'connection.>'] as const;

export interface CacheableRoute {
  /** A public GET route of the contract; its URL (query included) is the cache's key. */
  route: AnyApiRoute & { method: 'GET' };
  /** NATS subject patterns of the events that drop every cached answer of the route. */
  invalidatedBy: readonly string[];
}

/** The public reads the gateway answers from memory, declared once. */
export const CACHEABLE_ROUTES: readonly CacheableRoute[] = [
  { route: API.categories.list, invalidatedBy: [`${CATEGORY_EVENTS_PREFIX}>`] },
  // Discovery (issue 7): the home feed (its x-next-cursor header is kept with the body), the venue
  // page (its visitors are counted again at each answer) and the landing page's figures.
  { route: API.feed.home, invalidatedBy: VENUE_CHANGING_EVENTS },
  { route: API.places.show, invalidatedBy: VENUE_CHANGING_EVENTS },
  { route: API.stats.public, invalidatedBy: VENUE_CHANGING_EVENTS },
  // Influence score (issue 13): the breakdown changes with a computation (score.updated, published
  // by the scoring service after its commit) and its visibility with the venue's (venue.>).
  { route: API.places.score, invalidatedBy: VENUE_CHANGING_EVENTS },
  // The map (issue 27): the web app asks areas grown to whole grid cells (bboxOnCellGrid), so
  // people looking at the same city at the same zoom ask the same URL.
  { route: API.map.venues, invalidatedBy: VENUE_CHANGING_EVENTS },
];
