import { jest } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats } from '@lieux/messaging';
import { createNatsNamespace, type NatsNamespace } from '@lieux/testing';
import { CACHEABLE_ROUTES, CATEGORY_EVENTS_PREFIX } from './cacheable-routes.js';
import { ResponseCache } from './response-cache.js';
import { CACHE_STATUS_HEADER, installResponseCache, subscribeInvalidations } from './response-cache.hooks.js';

jest.setTimeout(30_000);

describe('the response cache in front of a route, invalidated over a real NATS', () => {
  let namespace: NatsNamespace;
  let nats: NatsConnection;
  let app: FastifyInstance;
  let served = 0;

  beforeAll(async () => {
    namespace = await createNatsNamespace();
    nats = await connectNats(namespace.url, 'cache-test');
    app = Fastify();
    const cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 100 });
    installResponseCache(app, cache, CACHEABLE_ROUTES);
    subscribeInvalidations(nats, namespace.subjectPrefix, CACHEABLE_ROUTES, cache);
    app.get('/api/categories', async () => {
      served += 1;
      return [{ id: 'cafe', name: `Café ${served}` }];
    });
    app.get('/api/other', async () => ({ served: ++served }));
    await nats.flush();
  });

  afterAll(async () => {
    await app?.close();
    await nats?.close();
    await namespace?.cleanup();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers an anonymous GET from memory after the first, with the same bytes and an ETag', async () => {
    const first = await get('/api/categories');
    const before = served;
    const second = await get('/api/categories');
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(served).toBe(before);
    const revalidated = await get('/api/categories', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('never answers a request with credentials, or an undeclared route, from memory', async () => {
    await get('/api/categories');
    const before = served;
    await get('/api/categories', { cookie: 'sid=abc' });
    await get('/api/categories', { authorization: 'Bearer x' });
    await get('/api/other');
    await get('/api/other');
    expect(served).toBe(before + 4);
  });

  it('keeps one answer per Accept-Language', async () => {
    await get('/api/categories', { 'accept-language': 'ar' });
    const arabic = await get('/api/categories', { 'accept-language': 'ar' });
    expect(arabic.headers[CACHE_STATUS_HEADER]).toBe('hit');
  });

  it(`drops the cached answers when a ${CATEGORY_EVENTS_PREFIX}* event passes`, async () => {
    await get('/api/categories');
    expect((await get('/api/categories')).headers[CACHE_STATUS_HEADER]).toBe('hit');
    nats.publish(`${namespace.subjectPrefix}${CATEGORY_EVENTS_PREFIX}updated`, '{}');
    await nats.flush();
    // The event reaches the gateway's subscription asynchronously: ask until it has (or 1 s).
    let status: unknown = 'hit';
    for (let attempt = 0; attempt < 50 && status === 'hit'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await get('/api/categories')).headers[CACHE_STATUS_HEADER];
    }
    expect(status).toBe('miss');
  });
});
