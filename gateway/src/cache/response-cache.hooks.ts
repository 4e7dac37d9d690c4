import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { LOCALE_COOKIE, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, TOTAL_COUNT_MORE_HEADER, VISITOR_COOKIE } from '@lieux/contracts';
import type { CacheableRoute } from './cacheable-routes.js';
import { ResponseCache } from './response-cache.js';

/** Browsers and proxies may keep the answer but ask again each time; the ETag makes that cheap (304). */
export const CACHED_CACHE_CONTROL = 'no-cache';
/** `hit` or `miss` on every answer of a cacheable route: what the tests and operators look at. */
export const CACHE_STATUS_HEADER = 'x-cache';
/** Response headers that belong to the body and are kept with it (the next page of a list, its total). */
const KEPT_HEADERS = [NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, TOTAL_COUNT_MORE_HEADER] as const;

/** Brings a cached body up to date at each answer (the venue page's visitor count), by route path. */
export type CachedBodyRefresher = (body: string) => Promise<string>;

interface Pending {
  key: string;
  tag: string;
  generation: number;
}

interface RouteMatcher {
  tag: string;
  pattern: RegExp;
}

/** `/api/places/:slug` → `^/api/places/[^/]+$`: one segment per parameter. */
function matcherOf(path: string): RouteMatcher {
  const pattern = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+');
  return { tag: path, pattern: new RegExp(`^${pattern}$`) };
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

/**
 * Answers the declared public reads from `cache`: only anonymous GETs (no Authorization, no cookie
 * but the visitor id), keyed by URL (query included) and Accept-Language; a 200 is stored as the
 * bytes sent, with its next-page header. Runs before Nest's routing, so a hit costs one lookup
 * (plus the route's refresher, when it has one).
 */
export function installResponseCache(
  fastify: FastifyInstance,
  cache: ResponseCache,
  routes: readonly CacheableRoute[],
  refreshers: Readonly<Partial<Record<string, CachedBodyRefresher>>> = {},
): void {
  const exact = new Map<string, string>();
  const withParameters: RouteMatcher[] = [];
  for (const { route } of routes) {
    if (route.path.includes(':')) withParameters.push(matcherOf(route.path));
    else exact.set(route.path, route.path);
  }
  const tagOf = (path: string): string | undefined => exact.get(path) ?? withParameters.find((matcher) => matcher.pattern.test(path))?.tag;
  const pending = new WeakMap<FastifyRequest, Pending>();

  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || carriesCredentials(request)) return;
    const query = request.url.indexOf('?');
    const tag = tagOf(query === -1 ? request.url : request.url.slice(0, query));
    if (tag === undefined) return;
    const key = `${request.url}\n${request.headers['accept-language'] ?? ''}`;
    const hit = cache.get(key);
    if (!hit) {
      pending.set(request, { key, tag, generation: cache.generation(tag) });
      return;
    }
    const refresh = refreshers[tag];
    const body = refresh ? await refresh(hit.body.toString()) : hit.body;
    const etag = refresh ? etagOf(body) : hit.etag;
    for (const [name, value] of Object.entries(hit.headers ?? {})) void reply.header(name, value);
    void reply.header('cache-control', CACHED_CACHE_CONTROL).header('etag', etag).header(CACHE_STATUS_HEADER, 'hit');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(200).type(hit.contentType).send(body);
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss) return payload;
    void reply.header(CACHE_STATUS_HEADER, 'miss');
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    const etag = etagOf(payload);
    void reply.header('cache-control', CACHED_CACHE_CONTROL).header('etag', etag);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    cache.set(miss.key, miss.tag, miss.generation, { body: payload, contentType: String(reply.getHeader('content-type') ?? 'application/json'), etag, headers });
    return payload;
  });
}

/**
 * Drops a route's answers when an event it depends on passes (`<NATS_SUBJECT_PREFIX>venue.>`…):
 * events go to JetStream, and a core subscription sees them too, without a consumer to manage.
 * One subscription per subject pattern, whatever the number of routes it concerns.
 */
export function subscribeInvalidations(
  nats: NatsConnection,
  subjectPrefix: string,
  routes: readonly CacheableRoute[],
  cache: ResponseCache,
): Subscription[] {
  const tagsBySubject = new Map<string, string[]>();
  for (const { route, invalidatedBy } of routes) {
    for (const subject of invalidatedBy) tagsBySubject.set(subject, [...(tagsBySubject.get(subject) ?? []), route.path]);
  }
  return [...tagsBySubject].map(([subject, tags]) =>
    nats.subscribe(`${subjectPrefix}${subject}`, { callback: () => tags.forEach((tag) => cache.invalidate(tag)) }),
  );
}
