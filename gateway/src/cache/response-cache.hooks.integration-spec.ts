import { jest } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { NatsConnection } from '@nats-io/transport-node';
import { connectNats } from '@lieux/messaging';
import { createNatsNamespace, type NatsNamespace } from '@lieux/testing';
import { CACHEABLE_ROUTES, CATEGORY_EVENTS_PREFIX } from './cacheable-routes.js';
import { PopularSearches } from './popular-searches.js';
import { ResponseCache } from './response-cache.js';
import { CACHE_STATUS_HEADER, installResponseCache, subscribeInvalidations, type ResponseCacheHandle } from './response-cache.hooks.js';

jest.setTimeout(30_000);

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const SLUGS: Record<string, string> = { 'venue-a': A, 'venue-b': B, 'venue-c': C };

describe('the response cache in front of the public reads, kept true by events over a real NATS', () => {
  let namespace: NatsNamespace;
  let nats: NatsConnection;
  let app: FastifyInstance;
  let cache: ResponseCache;
  let handle: ResponseCacheHandle;
  let now = 1_000_000;
  /** While set, the venue pages' handler waits for it (a slow service). */
  let slowService: Promise<void> | undefined;
  let arrivals: { arrived(): void } | undefined;
  let served = 0;
  /** What the services would answer: each venue's vote count, and which venues are public. */
  const votes = new Map<string, number>([[A, 0], [B, 0], [C, 0]]);
  const card = (id: string) => ({ id, voteCount: votes.get(id) });

  beforeAll(async () => {
    namespace = await createNatsNamespace();
    nats = await connectNats(namespace.url, 'cache-test');
    app = Fastify();
    // Counts the requests that reached the gateway while a test watches (before the cache's hook).
    app.addHook('onRequest', async () => arrivals?.arrived());
    cache = new ResponseCache({ ttlMs: 60_000, maxEntries: 100, listFreshMs: 5_000, listStaleMs: 5_000, now: () => now });
    const popularSearches = new PopularSearches({ threshold: 3, windowMs: 60_000, maxTracked: 100, now: () => now });
    handle = installResponseCache(app, cache, CACHEABLE_ROUTES, { popularSearches });
    subscribeInvalidations(nats, namespace.subjectPrefix, CACHEABLE_ROUTES, cache);
    app.get('/api/categories', async () => {
      served += 1;
      return [{ id: 'cafe', name: `Café ${served}` }];
    });
    app.get('/api/other', async () => ({ served: ++served }));
    app.get<{ Params: { slug: string } }>('/api/places/:slug', async (request, reply) => {
      served += 1;
      await slowService;
      const id = SLUGS[request.params.slug];
      if (!votes.has(id)) return reply.code(404).send({ code: 'venue_not_found', message: 'Lieu introuvable' });
      // B's page shows A among its similar venues.
      return { ...card(id), similar: id === B ? [card(A)] : [] };
    });
    app.get<{ Params: { slug: string } }>('/api/places/:slug/score', async (request) => {
      served += 1;
      return { venueId: SLUGS[request.params.slug], score: 50 };
    });
    // Page 1 of the feed shows A and B, page 2 shows C.
    app.get<{ Querystring: { cursor?: string } }>('/api/feed/home', async (request) => {
      served += 1;
      return (request.query.cursor === 'page2' ? [C] : [A, B]).filter((id) => votes.has(id)).map(card);
    });
    app.get('/api/stats/public', async () => {
      served += 1;
      return { votes: [...votes.values()].reduce((sum, count) => sum + count, 0) };
    });
    app.get('/api/venues', async () => {
      served += 1;
      return [A, C].filter((id) => votes.has(id)).map(card);
    });
    await nats.flush();
  });

  afterAll(async () => {
    await handle?.idle();
    await app?.close();
    await nats?.close();
    await namespace?.cleanup();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const statusOf = async (url: string) => (await get(url)).headers[CACHE_STATUS_HEADER];

  /**
   * Publishes an event as the outbox relay does (its envelope as JSON), and returns once the
   * gateway's subscriptions have seen it: a marker published after it on the same connection
   * arrives after it.
   */
  async function deliver(subject: string, payload: object): Promise<void> {
    const marker = `${namespace.subjectPrefix}test.marker`;
    const seen = new Promise<void>((resolve) => nats.subscribe(marker, { max: 1, callback: () => resolve() }));
    nats.publish(`${namespace.subjectPrefix}${subject}`, JSON.stringify({ id: `e${now}`, subject, version: 1, occurredAt: new Date(now).toISOString(), payload }));
    nats.publish(marker, '');
    await seen;
  }

  /** A vote as the platform publishes it: `vote.cast` (which changes no public answer), then the venues service's new count. */
  async function vote(venueId: string): Promise<void> {
    await deliver('vote.cast', { userId: 'u1', venueId, value: 1, castAt: new Date(now).toISOString() });
    votes.set(venueId, (votes.get(venueId) ?? 0) + 1);
    await deliver('venue.votes-counted', { venueId, voteCount: votes.get(venueId), countedAt: new Date(now).toISOString() });
  }

  /** Reads every URL twice: the second answer from the cache. */
  async function warm(...urls: string[]): Promise<void> {
    for (const url of urls) {
      await get(url);
      expect(await statusOf(url)).toBe('hit');
    }
  }

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
    await warm('/api/categories');
    await deliver(`${CATEGORY_EVENTS_PREFIX}updated`, {});
    expect(await statusOf('/api/categories')).toBe('miss');
  });

  it("a vote on A leaves B's page and the feed pages without A cached, and makes A's page, its score and the feed pages that show A fresh", async () => {
    await warm('/api/places/venue-a', '/api/places/venue-a/score', '/api/places/venue-c', '/api/feed/home', '/api/feed/home?cursor=page2');
    await vote(A);

    const page = await get('/api/places/venue-a');
    expect(page.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(page.json()).toMatchObject({ id: A, voteCount: votes.get(A) });
    expect(await statusOf('/api/places/venue-a/score')).toBe('miss');
    expect(await statusOf('/api/places/venue-c')).toBe('hit');
    expect(await statusOf('/api/feed/home?cursor=page2')).toBe('hit');

    // The feed page that shows A is sent once more as it was, while the gateway reads it again…
    const stale = await get('/api/feed/home');
    expect(stale.headers[CACHE_STATUS_HEADER]).toBe('stale');
    await handle.idle();
    // …then with A's new count, from memory.
    const fresh = await get('/api/feed/home');
    expect(fresh.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(fresh.json()).toContainEqual({ id: A, voteCount: votes.get(A) });
  });

  it('keeps every answer through a vote.cast alone: the public count moves with venue.votes-counted', async () => {
    await warm('/api/places/venue-a', '/api/feed/home');
    await deliver('vote.cast', { userId: 'u1', venueId: A, value: 1, castAt: new Date(now).toISOString() });
    expect(await statusOf('/api/places/venue-a')).toBe('hit');
    expect(await statusOf('/api/feed/home')).toBe('hit');
  });

  it('reads a page dropped by a vote once, however many visitors ask it while it is being read', async () => {
    await warm('/api/places/venue-a');
    await vote(A);
    let openService: () => void = () => undefined;
    slowService = new Promise((resolve) => (openService = resolve));
    let everyoneArrived: () => void = () => undefined;
    const everyone = new Promise<void>((resolve) => (everyoneArrived = resolve));
    let count = 0;
    arrivals = { arrived: () => void (++count === 10 && everyoneArrived()) };
    const before = served;
    const answers = Promise.all(Array.from({ length: 10 }, () => get('/api/places/venue-a')));
    await everyone;
    await new Promise((resolve) => setImmediate(resolve));
    openService();
    const statuses = (await answers).map((answer) => answer.headers[CACHE_STATUS_HEADER]);
    slowService = undefined;
    arrivals = undefined;
    expect(served).toBe(before + 1);
    expect(statuses.sort()).toEqual([...Array(9).fill('hit'), 'miss']);
  });

  it("a vote on A stales B's page, which shows A among its similar venues, and leaves it cached", async () => {
    await warm('/api/places/venue-b');
    await vote(A);
    expect(await statusOf('/api/places/venue-b')).toBe('stale');
    await handle.idle();
    const page = await get('/api/places/venue-b');
    expect(page.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(page.json().similar).toEqual([{ id: A, voteCount: votes.get(A) }]);
  });

  it('a venue unpublished leaves every answer that showed it at once, never served stale', async () => {
    await warm('/api/places/venue-c', '/api/feed/home', '/api/feed/home?cursor=page2');
    votes.delete(C);
    await deliver('venue.unpublished', { venueId: C, slug: 'venue-c', ownerUserId: null, purgeAfter: '2027-01-01T00:00:00Z', unpublishedAt: new Date(now).toISOString() });
    const page = await get('/api/places/venue-c');
    expect(page.statusCode).toBe(404);
    const feed = await get('/api/feed/home?cursor=page2');
    expect(feed.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(feed.json()).toEqual([]);
    expect(await statusOf('/api/feed/home')).toBe('hit');
    votes.set(C, 0);
  });

  it('an event that names no venue drops every answer that shows venues, as before', async () => {
    await warm('/api/places/venue-a', '/api/feed/home?cursor=page2', '/api/categories');
    await deliver('venue.created', {});
    expect(await statusOf('/api/places/venue-a')).toBe('miss');
    expect(await statusOf('/api/feed/home?cursor=page2')).toBe('miss');
    expect(await statusOf('/api/categories')).toBe('hit');
  });

  it('keeps the public figures through votes, and reads them again in the background once their fresh time is past, on the clock', async () => {
    await warm('/api/stats/public');
    const before = served;
    await vote(C);
    expect(await statusOf('/api/stats/public')).toBe('hit');
    now += 5_000;
    const stale = await get('/api/stats/public');
    expect(stale.headers[CACHE_STATUS_HEADER]).toBe('stale');
    await handle.idle();
    expect(served).toBe(before + 1);
    const fresh = await get('/api/stats/public');
    expect(fresh.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(fresh.json()).toEqual({ votes: [...votes.values()].reduce((sum, count) => sum + count, 0) });
    // Past the fresh time and the stale window with no reader, it is read again before answering.
    now += 10_000;
    expect(await statusOf('/api/stats/public')).toBe('miss');
  });

  it('caches the home page’s searches from the first ask, other searches once popular, and keeps them true to votes', async () => {
    const home = '/api/venues?q=Caf%C3%A9s+Rabat';
    await get(home);
    expect(await statusOf(home)).toBe('hit');
    const other = '/api/venues?q=riad+fes';
    expect((await get(other)).headers[CACHE_STATUS_HEADER]).toBeUndefined();
    await get(other);
    expect(await statusOf(other)).toBe('miss');
    expect(await statusOf(other)).toBe('hit');

    await vote(B);
    expect(await statusOf(home)).toBe('hit');
    await vote(A);
    expect(await statusOf(home)).toBe('stale');
    await handle.idle();
    const fresh = await get(home);
    expect(fresh.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(fresh.json()).toContainEqual({ id: A, voteCount: votes.get(A) });
  });
});
