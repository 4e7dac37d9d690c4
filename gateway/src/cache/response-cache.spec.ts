import { ResponseCache, type CachedResponse } from './response-cache.js';

const answer = (body: string): CachedResponse => ({ body, contentType: 'application/json', etag: `"${body}"` });

function cacheAt(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 1_000;
  const cache = new ResponseCache({ ttlMs: options.ttlMs ?? 60_000, maxEntries: options.maxEntries ?? 10, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('ResponseCache', () => {
  it('answers a stored response until its TTL runs out', () => {
    const { cache, advance } = cacheAt({ ttlMs: 1_000 });
    cache.set('/api/categories', 'category.', cache.generation('category.'), answer('a'));
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
    const generation = cache.generation('category.');
    cache.invalidate('category.');
    cache.set('fr', 'category.', generation, answer('stale'));
    expect(cache.get('fr')).toBeUndefined();
    cache.set('fr', 'category.', cache.generation('category.'), answer('fresh'));
    expect(cache.get('fr')?.body).toBe('fresh');
  });
});
