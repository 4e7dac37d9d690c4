import { ResponseCache, type CachedResponse } from './response-cache.js';

const answer = (body: string): CachedResponse => ({ body, contentType: 'application/json', etag: `"${body}"` });

const A = 'venue-a';
const B = 'venue-b';

function cacheAt(options: { ttlMs?: number; maxEntries?: number; listFreshMs?: number; listStaleMs?: number } = {}) {
  let now = 1_000;
  const cache = new ResponseCache({ ttlMs: options.ttlMs ?? 60_000, maxEntries: options.maxEntries ?? 10, listFreshMs: options.listFreshMs ?? 5_000, listStaleMs: options.listStaleMs ?? 5_000, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('ResponseCache', () => {
  it('answers a stored response until its TTL runs out', () => {
    const { cache, advance } = cacheAt({ ttlMs: 1_000 });
    cache.set('/api/categories', 'category.', cache.generation(), answer('a'));
    advance(999);
    expect(cache.get('/api/categories')?.body).toBe('a');
    advance(1);
    expect(cache.get('/api/categories')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { cache } = cacheAt({ maxEntries: 2 });
    for (const key of ['one', 'two', 'three']) cache.set(key, 'category.', 0, answer(key));
    expect(cache.size).toBe(2);
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('two')?.body).toBe('two');
    expect(cache.get('three')?.body).toBe('three');
  });

  it('drops the answers of an invalidated tag only', () => {
    const { cache } = cacheAt();
    cache.set('fr', 'category.', 0, answer('fr'));
    cache.set('en', 'category.', 0, answer('en'));
    cache.set('venue', 'venue.', 0, answer('venue'));
    cache.invalidate('category.');
    expect(cache.get('fr')).toBeUndefined();
    expect(cache.get('en')).toBeUndefined();
    expect(cache.get('venue')?.body).toBe('venue');
  });

  it('refuses an answer read before an invalidation of its tag', () => {
    const { cache } = cacheAt();
    const generation = cache.generation();
    cache.invalidate('category.');
    cache.set('fr', 'category.', generation, answer('stale'));
    expect(cache.get('fr')).toBeUndefined();
    cache.set('fr', 'category.', cache.generation(), answer('fresh'));
    expect(cache.get('fr')?.body).toBe('fresh');
  });
});

describe('ResponseCache by venue', () => {
  function withPagesAndFeeds() {
    const at = cacheAt();
    const { cache } = at;
    cache.set('page A', 'page', 0, answer('A'), { venues: { about: [A] } });
    cache.set('page B', 'page', 0, answer('B'), { venues: { about: [B], listed: [A] } });
    cache.set('feed with A', 'feed', 0, answer('A, B'), { venues: { listed: [A, B] }, freshness: 'list' });
    cache.set('feed without A', 'feed', 0, answer('B'), { venues: { listed: [B] }, freshness: 'list' });
    return at;
  }

  it('a new count drops the venue’s own answers, stales the lists that show it, and leaves the others fresh', () => {
    const { cache } = withPagesAndFeeds();
    cache.venueChanged(A, 'counts');
    expect(cache.lookup('page A')).toBeUndefined();
    expect(cache.lookup('feed with A')).toEqual({ response: answer('A, B'), stale: true, refresh: true });
    expect(cache.lookup('page B')).toMatchObject({ stale: true, refresh: true });
    expect(cache.lookup('feed without A')).toEqual({ response: answer('B'), stale: false, refresh: false });
  });

  it('a change of content or visibility drops every answer that shows the venue, and only those', () => {
    const { cache } = withPagesAndFeeds();
    cache.venueChanged(A, 'content');
    expect(cache.lookup('page A')).toBeUndefined();
    expect(cache.lookup('page B')).toBeUndefined();
    expect(cache.lookup('feed with A')).toBeUndefined();
    expect(cache.lookup('feed without A')?.stale).toBe(false);
  });

  it('asks one caller at a time to read a stale answer again, and serves the refreshed one as fresh', () => {
    const { cache } = withPagesAndFeeds();
    cache.venueChanged(A, 'counts');
    expect(cache.lookup('feed with A')?.refresh).toBe(true);
    expect(cache.lookup('feed with A')).toMatchObject({ stale: true, refresh: false });
    cache.set('feed with A', 'feed', cache.generation(), answer('A (1 vote), B'), { venues: { listed: [A, B] }, freshness: 'list' });
    expect(cache.lookup('feed with A')).toEqual({ response: answer('A (1 vote), B'), stale: false, refresh: false });
  });

  it('serves a stale list no longer than the stale window after the change', () => {
    const { cache, advance } = withPagesAndFeeds();
    advance(1_000);
    cache.venueChanged(A, 'counts');
    advance(4_999);
    expect(cache.lookup('feed with A')?.stale).toBe(true);
    advance(1);
    expect(cache.lookup('feed with A')).toBeUndefined();
  });

  it('lets a list lag a new venue by its fresh time plus its stale window, never more', () => {
    const { cache, advance } = cacheAt({ listFreshMs: 5_000, listStaleMs: 5_000 });
    const readAt = cache.now();
    advance(300); // the list took 300 ms to read: its age counts from the read's start
    cache.set('feed', 'feed', cache.generation(), answer('B'), { venues: { listed: [B] }, freshness: 'list', readAt });
    expect(cache.listStalenessBoundMs).toBe(10_000);
    advance(4_699);
    expect(cache.lookup('feed')?.stale).toBe(false);
    advance(1);
    expect(cache.lookup('feed')).toMatchObject({ stale: true, refresh: true });
    advance(4_999);
    expect(cache.lookup('feed')).toMatchObject({ stale: true, refresh: false });
    advance(1);
    expect(cache.lookup('feed')).toBeUndefined();
  });

  it('refuses an answer about a venue that changed while it was read; keeps a list of one whose counts changed, stale', () => {
    const { cache } = cacheAt();
    const generation = cache.generation();
    cache.venueChanged(A, 'counts');
    cache.set('page A', 'page', generation, answer('A'), { venues: { about: [A] } });
    expect(cache.lookup('page A')).toBeUndefined();
    cache.set('feed', 'feed', generation, answer('A, B'), { venues: { listed: [A, B] }, freshness: 'list' });
    expect(cache.lookup('feed')).toMatchObject({ stale: true, refresh: true });
    cache.set('page B', 'page', generation, answer('B'), { venues: { about: [B] } });
    expect(cache.lookup('page B')?.stale).toBe(false);
  });

  it('refuses a list that shows a venue whose content changed while it was read', () => {
    const { cache } = cacheAt();
    const generation = cache.generation();
    cache.venueChanged(A, 'content');
    cache.set('feed', 'feed', generation, answer('A, B'), { venues: { listed: [A, B] }, freshness: 'list' });
    expect(cache.lookup('feed')).toBeUndefined();
  });

  it('forgets the venues of a dropped answer: a later change of one touches nothing', () => {
    const { cache } = withPagesAndFeeds();
    cache.delete('feed with A');
    cache.delete('page A');
    cache.delete('page B');
    cache.venueChanged(A, 'content');
    expect(cache.size).toBe(1);
    expect(cache.lookup('feed without A')?.stale).toBe(false);
  });
});
