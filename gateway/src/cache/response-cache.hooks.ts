import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { CacheableRoute } from './cacheable-routes.js';
import { ResponseCache } from './response-cache.js';

/** Browsers and proxies may keep the answer but ask again each time; the ETag makes that cheap (304). */
export const CACHED_CACHE_CONTROL = 'no-cache';
/** `hit` or `miss` on every answer of a cacheable route: what the tests and operators look at. */
export const CACHE_STATUS_HEADER = 'x-cache';

interface Pending {
  key: string;
  tag: string;
  generation: number;
}

/**
 * Answers the declared public reads from `cache`: only anonymous GETs (no Authorization, no Cookie),
 * keyed by URL (query included) and Accept-Language; a 200 is stored as the bytes sent. Runs before
 * Nest's routing, so a hit costs one hash lookup.
 */
export function installResponseCache(fastify: FastifyInstance, cache: ResponseCache, routes: readonly CacheableRoute[]): void {
  const tags = new Map<string, string>(routes.map((route) => [route.route.path, route.invalidatedBy]));
  const pending = new WeakMap<FastifyRequest, Pending>();

  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.headers.authorization !== undefined || request.headers.cookie !== undefined) return;
    const query = request.url.indexOf('?');
    const tag = tags.get(query === -1 ? request.url : request.url.slice(0, query));
    if (tag === undefined) return;
    const key = `${request.url}\n${request.headers['accept-language'] ?? ''}`;
    const hit = cache.get(key);
    if (!hit) {
      pending.set(request, { key, tag, generation: cache.generation(tag) });
      return;
    }
    void reply.header('cache-control', CACHED_CACHE_CONTROL).header('etag', hit.etag).header(CACHE_STATUS_HEADER, 'hit');
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.code(200).type(hit.contentType).send(hit.body);
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss) return payload;
    void reply.header(CACHE_STATUS_HEADER, 'miss');
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    void reply.header('cache-control', CACHED_CACHE_CONTROL).header('etag', etag);
    cache.set(miss.key, miss.tag, miss.generation, { body: payload, contentType: String(reply.getHeader('content-type') ?? 'application/json'), etag });
    return payload;
  });
}

/**
 * Drops a route's answers when an event of its prefix passes (`<NATS_SUBJECT_PREFIX>category.>`):
 * events go to JetStream, and a core subscription sees them too, without a consumer to manage.
 */
export function subscribeInvalidations(
  nats: NatsConnection,
  subjectPrefix: string,
  routes: readonly CacheableRoute[],
  cache: ResponseCache,
): Subscription[] {
  const tags = new Set(routes.map((route) => route.invalidatedBy));
  return [...tags].map((tag) => nats.subscribe(`${subjectPrefix}${tag}>`, { callback: () => cache.invalidate(tag) }));
}
