import { API, type AnyApiRoute } from '@lieux/contracts';

/**
 * The events that change the categories. No category event exists in the contracts yet: the
 * category admin slice must publish `category.<past-tense>` events (`category.updated`…) for the
 * cached list to change before its TTL runs out (docs/performance.md, "Gateway response cache").
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
