import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { LOCALE_COOKIE, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, TOTAL_COUNT_MORE_HEADER, VISITOR_COOKIE } from '@lieux/contracts';
import type { CacheableRoute } from './cacheable-routes.js';
import type { PopularSearches } from './popular-searches.js';
import { ResponseCache, type VenueRefs } from './response-cache.js';
import { VENUE_EVENT_PATTERNS, venueEventEffect } from './venue-events.js';

/** Browsers and proxies may keep the answer but ask again each time; the ETag makes that cheap (304). */
export const CACHED_CACHE_CONTROL = 'no-cache';
/** `hit`, `stale` (served while read again) or `miss` on every answer of a cacheable route: what the tests and operators look at. */
export const CACHE_STATUS_HEADER = 'x-cache';
/** Response headers that belong to the body and are kept with it (the next page of a list, its total). */
const KEPT_HEADERS = [NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, TOTAL_COUNT_MORE_HEADER] as const;
/** Marks the gateway's own background read of a stale answer (its value a secret of this process). */
const REFRESH_HEADER = 'x-lieux-cache-refresh';
/**
 * A miss waits this long at most for the same key's read already in flight, then reads on its own:
 * above the services' RPC deadline (1.5 s), so a read in flight has answered or failed by then.
 */
const IN_FLIGHT_WAIT_MS = 2_000;

/** Brings a cached body up to date at each answer (the venue page's visitor count), by route path. */
export type CachedBodyRefresher = (body: string) => Promise<string>;

export interface ResponseCacheHooksOptions {
  refreshers?: Readonly<Partial<Record<string, CachedBodyRefresher>>>;
  /** Which searches are kept (routes with `admission: 'popular'`); without it, none of them. */
  popularSearches?: PopularSearches;
}

/** What the hooks hand back: a signal for the background reads (tests, shutdown). */
export interface ResponseCacheHandle {
  /** Resolves once every background read begun so far has answered and been stored (or dropped). */
  idle(): Promise<void>;
}

interface Pending {
  key: string;
  route: CacheableRoute;
  generation: number;
  readAt: number;
  /** Set on the first miss of a key: ends the wait of the misses of the same key behind it. */
  release?: () => void;
}

/** Resolves when `flight` does, or after `ms`, whichever comes first. */
function waitAtMost(flight: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([flight, timeout]).finally(() => clearTimeout(timer));
}

interface RouteMatcher {
  route: CacheableRoute;
  pattern: RegExp;
}

/** `/api/places/:slug` → `^/api/places/[^/]+$`: one segment per parameter. */
function matcherOf(route: CacheableRoute): RouteMatcher {
  const pattern = route.route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+');
  return { route, pattern: new RegExp(`^${pattern}$`) };
}

/**
 * A request made with credentials is never answered from memory. The anonymous visitor id
 * (`lieux_visitor`, for the venue page's visit count) and the stored language (`lieux_locale`) are
 * not: they change no answer.
 */
export function carriesCredentials(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const cookie = request.headers.cookie;
  if (cookie === undefined) return false;
  return cookie.split(';').some((part) => {
    const name = part.split('=', 1)[0].trim();
    return name !== '' && name !== VISITOR_COOKIE && name !== LOCALE_COOKIE;
  });
}

const etagOf = (body: string | Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** The venues an answer shows, or null when a route that shows venues answered something unreadable (not kept). */
function venuesOf(route: CacheableRoute, payload: string | Buffer): VenueRefs | null | undefined {
  if (!route.venuesOf) return undefined;
  try {
    return route.venuesOf(JSON.parse(payload.toString()));
  } catch {
    return null;
  }
}

/**
 * Answers the declared public reads from `cache`: only anonymous GETs (no Authorization, no cookie
 * but the visitor id), keyed by URL (query included) and Accept-Language; a 200 is stored as the
 * bytes sent, with its next-page header and the venues it shows. Runs before Nest's routing, so a
 * hit costs one lookup (plus the route's refresher, when it has one). A stale answer is sent as it
 * is while the gateway reads it again in the background, once at a time (`fastify.inject`).
 */
export function installResponseCache(
  fastify: FastifyInstance,
  cache: ResponseCache,
  routes: readonly CacheableRoute[],
  options: ResponseCacheHooksOptions = {},
): ResponseCacheHandle {
  const exact = new Map<string, CacheableRoute>();
  const withParameters: RouteMatcher[] = [];
  for (const route of routes) {
    if (route.route.path.includes(':')) withParameters.push(matcherOf(route));
    else exact.set(route.route.path, route);
  }
  const routeOf = (path: string): CacheableRoute | undefined => exact.get(path) ?? withParameters.find((matcher) => matcher.pattern.test(path))?.route;
  const pending = new WeakMap<FastifyRequest, Pending>();
  const refreshToken = randomBytes(16).toString('base64url');
  const refreshing = new Set<Promise<void>>();
  /** The keys being read after a miss: a page just dropped by a vote is read once, not by every connection that asks it meanwhile. */
  const inFlight = new Map<string, Promise<void>>();

  /** Reads `url` again as an anonymous visitor in `language` would; an answer other than 200 drops the stale one. */
  const refresh = (key: string, url: string, language: string | undefined): void => {
    const headers: Record<string, string> = { [REFRESH_HEADER]: refreshToken };
    if (language !== undefined) headers['accept-language'] = language;
    const done = fastify
      .inject({ method: 'GET', url, headers })
      .then((answer) => {
        if (answer.statusCode !== 200) cache.delete(key);
      })
      .catch(() => cache.delete(key))
      .finally(() => refreshing.delete(done));
    refreshing.add(done);
  };

  /** The first miss of a key reads it and lets the next ones wait for its answer; the others read on their own. */
  const leadMiss = (request: FastifyRequest, key: string, route: CacheableRoute): void => {
    let resolve: () => void = () => undefined;
    const flight = new Promise<void>((done) => (resolve = done));
    inFlight.set(key, flight);
    const release = (): void => {
      if (inFlight.get(key) === flight) inFlight.delete(key);
      resolve();
    };
    pending.set(request, { key, route, generation: cache.generation(), readAt: cache.now(), release });
  };

  const store = (miss: Pending, reply: FastifyReply, payload: unknown): void => {
    void reply.header(CACHE_STATUS_HEADER, 'miss');
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return;
    const venues = venuesOf(miss.route, payload);
    if (venues === null) return;
    const etag = etagOf(payload);
    void reply.header('cache-control', CACHED_CACHE_CONTROL).header('etag', etag);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const response = { body: payload, contentType: String(reply.getHeader('content-type') ?? 'application/json'), etag, headers };
    cache.set(miss.key, miss.route.route.path, miss.generation, response, { venues, freshness: miss.route.freshness, readAt: miss.readAt });
  };

  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || carriesCredentials(request)) return;
    const query = request.url.indexOf('?');
    const route = routeOf(query === -1 ? request.url : request.url.slice(0, query));
    if (route === undefined) return;
    const language = request.headers['accept-language'];
    const key = `${request.url}\n${language ?? ''}`;
    const miss = (): void => void pending.set(request, { key, route, generation: cache.generation(), readAt: cache.now() });
    if (request.headers[REFRESH_HEADER] === refreshToken) return miss();
    if (route.admission === 'popular' && !options.popularSearches?.admit(request.url)) return;
    let hit = cache.lookup(key);
    if (!hit) {
      const flight = inFlight.get(key);
      if (flight === undefined) return leadMiss(request, key, route);
      await waitAtMost(flight, IN_FLIGHT_WAIT_MS);
      hit = cache.lookup(key);
      if (!hit) return miss();
    }
    if (hit.refresh) refresh(key, request.url, language);
    const refreshBody = options.refreshers?.[route.route.path];
    const body = refreshBody ? await refreshBody(hit.response.body.toString()) : hit.response.body;
    const etag = refreshBody ? etagOf(body) : hit.response.etag;
    for (const [name, value] of Object.entries(hit.response.headers ?? {})) void reply.header(name, value);
    void reply
      .header('cache-control', CACHED_CACHE_CONTROL)
      .header('etag', etag)
      .header(CACHE_STATUS_HEADER, hit.stale ? 'stale' : 'hit');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(200).type(hit.response.contentType).send(body);
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss) return payload;
    try {
      store(miss, reply, payload);
    } finally {
      miss.release?.();
    }
    return payload;
  });
  // A request that ends without an answer (the client went away) lets the misses behind it go too.
  fastify.addHook('onRequestAbort', async (request) => pending.get(request)?.release?.());


  return {
    async idle() {
      while (refreshing.size > 0) await Promise.all([...refreshing]);
    },
  };
}

/**
 * Keeps the cache true to the events every gateway replica hears (core NATS subscriptions see the
 * events published to JetStream, without a consumer to manage): a route's own subjects drop all its
 * answers (`<NATS_SUBJECT_PREFIX>category.>`); a venue's event drops or stales only the answers that
 * show that venue (venue-events.ts), and one that names no venue drops every answer that shows venues.
 */
export function subscribeInvalidations(
  nats: NatsConnection,
  subjectPrefix: string,
  routes: readonly CacheableRoute[],
  cache: ResponseCache,
): Subscription[] {
  const tagsBySubject = new Map<string, string[]>();
  for (const { route, invalidatedBy = [] } of routes) {
    for (const subject of invalidatedBy) tagsBySubject.set(subject, [...(tagsBySubject.get(subject) ?? []), route.path]);
  }
  const byRoute = [...tagsBySubject].map(([subject, tags]) =>
    nats.subscribe(`${subjectPrefix}${subject}`, { callback: () => tags.forEach((tag) => cache.invalidate(tag)) }),
  );
  const venueTags = routes.filter((route) => route.showsVenues).map((route) => route.route.path);
  if (venueTags.length === 0) return byRoute;
  const byVenue = VENUE_EVENT_PATTERNS.map((pattern) =>
    nats.subscribe(`${subjectPrefix}${pattern}`, {
      callback: (error, message) => {
        if (error) return;
        const { venueId, change } = venueEventEffect(message.subject, subjectPrefix, message.data);
        if (venueId !== undefined) cache.venueChanged(venueId, change);
        else venueTags.forEach((tag) => cache.invalidate(tag));
      },
    }),
  );
  return [...byRoute, ...byVenue];
}
