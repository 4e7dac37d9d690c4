import { API, type AnyApiRoute } from '@lieux/contracts';
import type { Freshness, VenueRefs } from './response-cache.js';

/**
 * The events that change the categories. Today categories change only by a venues migration, so no
 * `category.*` event is in the EVENTS catalogue yet and a new category shows within the TTL; the
 * slice that lets admins edit them adds `category.<past-tense>` events there, and the cached list
 * then changes at once (docs/performance.md, "Gateway response cache").
 */
export const CATEGORY_EVENTS_PREFIX = 'category.';

export interface CacheableRoute {
  /** A public GET route of the contract; its URL (query included) is the cache's key. */
  route: AnyApiRoute & { method: 'GET' };
  /** NATS subject patterns of the events that drop every cached answer of the route. */
  invalidatedBy?: readonly string[];
  /**
   * The route's answers show venues: a venue's event drops or stales the answers that show it
   * (venue-events.ts), and an event that names no venue drops them all. `venuesOf` reads them
   * from the answer's JSON; a route without it (the public figures) lags by its freshness alone.
   */
  showsVenues?: true;
  venuesOf?: (body: unknown) => VenueRefs;
  freshness: Freshness;
  /** Whether this URL's answer may be kept (popular searches only); every URL when absent. */
  admission?: 'popular';
}

type WithId = { id: string };

const idsOf = (venues: readonly WithId[] | undefined): string[] => (venues ?? []).map((venue) => venue.id);

/** A page of venue cards (the feed, a search). */
const listedCards = (body: unknown): VenueRefs => ({ listed: idsOf(body as WithId[]) });

/** The public reads the gateway answers from memory, declared once. */
export const CACHEABLE_ROUTES: readonly CacheableRoute[] = [
  { route: API.categories.list, invalidatedBy: [`${CATEGORY_EVENTS_PREFIX}>`], freshness: 'page' },
  // Discovery (issue 7): the home feed (its x-next-cursor header is kept with the body), the venue
  // page (its visitors are counted again at each answer) and the landing page's figures.
  { route: API.feed.home, showsVenues: true, venuesOf: listedCards, freshness: 'list' },
  {
    route: API.places.show,
    showsVenues: true,
    venuesOf: (body) => ({ about: [(body as WithId).id], listed: idsOf((body as { similar?: WithId[] }).similar) }),
    freshness: 'page',
  },
  // Counts of venues, cities and votes: the figures lag by the list bound, never more.
  { route: API.stats.public, showsVenues: true, freshness: 'list' },
  // Influence score (issue 13): the breakdown changes with a computation (score.updated, published
  // by the scoring service after its commit) and its visibility with the venue's (venue.>).
  { route: API.places.score, showsVenues: true, venuesOf: (body) => ({ about: [(body as { venueId: string }).venueId] }), freshness: 'page' },
  // The map (issue 27): the web app asks areas grown to whole grid cells (bboxOnCellGrid), so
  // people looking at the same city at the same zoom ask the same URL.
  { route: API.map.venues, showsVenues: true, venuesOf: (body) => ({ listed: idsOf((body as { venues?: WithId[] }).venues) }), freshness: 'list' },
  // Popular searches (issue 31 §4): the home page's and the most asked (popular-searches.ts).
  { route: API.venues.search, showsVenues: true, venuesOf: listedCards, freshness: 'list', admission: 'popular' },
];
