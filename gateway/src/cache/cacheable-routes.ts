import { API, type AnyApiRoute } from '@lieux/contracts';

/**
 * The events that change the categories. Today categories change only by a venues migration, so no
 * `category.*` event is in the EVENTS catalogue yet and a new category shows within the TTL; the
 * slice that lets admins edit them adds `category.<past-tense>` events there, and the cached list
 * then changes at once (docs/performance.md, "Gateway response cache").
 */
export const CATEGORY_EVENTS_PREFIX = 'category.';

export interface CacheableRoute {
  /** A GET route of the contract without path parameters: its path is the cache's key. */
  route: AnyApiRoute & { method: 'GET' };
  /** An event whose subject starts with this drops every cached answer of the route. */
  invalidatedBy: string;
}

/** The public reads the gateway answers from memory, declared once. */
export const CACHEABLE_ROUTES: readonly CacheableRoute[] = [{ route: API.categories.list, invalidatedBy: CATEGORY_EVENTS_PREFIX }];
