import { jest } from '@jest/globals';
import { API, route, type CategoryDto } from '@lieux/contracts';
import { apiClient, routeUrl } from './api-client';
import { ApiRequestError } from './api-request.error';

const SHOW = route('GET', '/api/venues/:slug', { access: 'anyone', response: 'CategoryDto' });
const RENAME = route('PATCH', '/api/venues/:slug', { access: 'signed-in', body: 'CategoryDto', response: 'CategoryDto' });

function answer(status: number, body: string) {
  const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => new Response(status === 204 ? null : body, { status }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('apiClient.call', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("calls the route's method and path and answers its response", async () => {
    const fetchMock = answer(200, '[{"id":"cafe","name":"Café"}]');
    const categories: CategoryDto[] = await apiClient.call(API.categories.list);
    expect(categories).toEqual([{ id: 'cafe', name: 'Café' }]);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/categories');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('fills the path parameters and sends the body as JSON', async () => {
    const fetchMock = answer(200, '{"id":"dar-yacout","name":"Dar Yacout"}');
    await apiClient.call(RENAME, { params: { slug: 'dar yacout' }, body: { id: 'dar-yacout', name: 'Dar Yacout' } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/venues/dar%20yacout');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({
      method: 'PATCH',
      body: '{"id":"dar-yacout","name":"Dar Yacout"}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it("asks for the interface's locale (<html lang>) with every call, French when it has none", async () => {
    const fetchMock = answer(200, '[]');
    await apiClient.call(API.categories.list);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ headers: { 'Accept-Language': 'fr' } });
    const realDocument = (globalThis as { document?: unknown }).document;
    try {
      (globalThis as { document?: unknown }).document = { documentElement: { lang: 'ar' } };
      await apiClient.call(RENAME, { params: { slug: 'dar-yacout' }, body: { id: 'dar-yacout', name: 'Dar Yacout' } });
      expect(fetchMock.mock.calls[1][1]).toMatchObject({ headers: { 'Accept-Language': 'ar', 'Content-Type': 'application/json' } });
    } finally {
      (globalThis as { document?: unknown }).document = realDocument;
    }
  });

  it("throws the API's message on a non-OK answer", async () => {
    answer(503, '{"message":"Service temporairement indisponible, réessayez dans un instant.","code":"service_unavailable"}');
    const failure = apiClient.call(API.categories.list);
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 503, code: 'service_unavailable' });
  });
});

describe('apiClient.callPage', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('answers the array and the next cursor from the x-next-cursor header', async () => {
    const fetchMock = jest.fn(async () => new Response('[{"id":"a"}]', { status: 200, headers: { 'x-next-cursor': 'abc123' } }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const page = await apiClient.callPage(API.venues.search, { query: { q: 'cafe rabat', cursor: 'prev' } });
    expect(page).toEqual({ items: [{ id: 'a' }], nextCursor: 'abc123', total: null });
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe('/api/venues?q=cafe+rabat&cursor=prev');
  });

  it('has no next cursor on the last page', async () => {
    answer(200, '[]');
    await expect(apiClient.callPage(API.feed.home)).resolves.toEqual({ items: [], nextCursor: null, total: null });
  });

  it('reads the total of a search from x-total-count, and "more than" from x-total-count-more', async () => {
    globalThis.fetch = jest.fn(async () => new Response('[]', { status: 200, headers: { 'x-total-count': '64' } })) as unknown as typeof fetch;
    expect((await apiClient.callPage(API.venues.search, { query: { q: 'fes' } })).total).toEqual({ count: 64, more: false });
    globalThis.fetch = jest.fn(async () => new Response('[]', { status: 200, headers: { 'x-total-count': '1000', 'x-total-count-more': 'true' } })) as unknown as typeof fetch;
    expect((await apiClient.callPage(API.venues.search, { query: { q: 'cafe' } })).total).toEqual({ count: 1000, more: true });
  });

  it("throws the API's French message on a non-OK answer", async () => {
    answer(400, '{"message":"Le rayon doit être compris entre 0,1 et 500 km","code":"validation_failed"}');
    await expect(apiClient.callPage(API.venues.search, { query: { radiusKm: -5 } })).rejects.toMatchObject({
      status: 400,
      message: 'Le rayon doit être compris entre 0,1 et 500 km',
    });
  });
});

describe('routeUrl', () => {
  it('adds the query, skipping what is not set and repeating lists', () => {
    expect(routeUrl('/api/venues', {}, { city: 'Fès', page: 2, tag: ['riad', 'spa'], q: undefined })).toBe(
      '/api/venues?city=F%C3%A8s&page=2&tag=riad&tag=spa',
    );
  });

  it('refuses to call a path with a parameter missing', () => {
    expect(() => routeUrl('/api/venues/:slug')).toThrow('missing path parameter slug');
  });
});

// Type-level checks (`nx run web:typecheck`): the route gives the input and the response.
export async function typeChecks(): Promise<void> {
  const category: CategoryDto = await apiClient.call(SHOW, { params: { slug: 'cafe' } });
  // @ts-expect-error the route answers a list
  const one: CategoryDto = await apiClient.call(API.categories.list);
  // @ts-expect-error the path parameter is required
  await apiClient.call(SHOW);
  // @ts-expect-error the body must be the route's DTO
  await apiClient.call(RENAME, { params: { slug: 'cafe' }, body: { label: 'x' } });
  void [category, one];
}
