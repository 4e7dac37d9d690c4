import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { urlFromEnv } from '@lieux/platform';
import { NEXT_CURSOR_HEADER, TEST_USERS, TOTAL_COUNT_HEADER, TOTAL_COUNT_MORE_HEADER, VENUE_QUERY_MESSAGES, type ApiErrorBody, type PublicStatsDto, type VenueDetailDto, type VenueDto } from '@lieux/contracts';
import { CACHE_STATUS_HEADER } from '../src/cache/response-cache.hooks.js';
import { e2eSetting, queryE2eDatabase, untilDemoVenuesScored } from '@lieux/testing/e2e';

// Discovery through the running platform (issue 7): the gateway, NATS, the venues service and its
// demo venues on PostgreSQL, the visitor counter in Redis. What a browser or curl would send.

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

async function call<T>(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const response = await fetch(`${e2eSetting('E2E_BASE_URL')}${path}`, { method, headers });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

const get = <T>(path: string, headers?: Record<string, string>) => call<T>('GET', path, headers);

function expectBadInput(answer: Answer<unknown>, field: string, message: string): void {
  expect(answer.status).toBe(400);
  const body = answer.body as ApiErrorBody;
  expect(body.code).toBe('validation_failed');
  expect(body.errors).toEqual(expect.arrayContaining([{ field, messages: expect.arrayContaining([message]) }]));
}

/** Publishes an event as a service's outbox would (`payload` wrapped in its envelope), or `{}` without one. */
async function publishEvent(subject: string, payload?: object): Promise<void> {
  const nats = await connect({ servers: urlFromEnv('NATS_URL') });
  try {
    const data = payload === undefined ? {} : { id: randomUUID(), subject, version: 1, occurredAt: new Date().toISOString(), payload };
    nats.publish(`${e2eSetting('E2E_NATS_SUBJECT_PREFIX')}${subject}`, JSON.stringify(data));
    await nats.flush();
  } finally {
    await nats.close();
  }
}

/** Asks until the cache has let go of `path` (the event reaches the gateway asynchronously), or 2 s. */
async function untilMiss(path: string): Promise<string | null> {
  let status: string | null = 'hit';
  for (let attempt = 0; attempt < 40 && status === 'hit'; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    status = (await get(path)).headers.get(CACHE_STATUS_HEADER);
  }
  return status;
}

/** Asks until `path` is answered from the cache again (a stale answer is read again in the background), or 2 s. */
async function untilHit(path: string): Promise<string | null> {
  let status: string | null = null;
  for (let attempt = 0; attempt < 40 && status !== 'hit'; attempt += 1) {
    status = (await get(path)).headers.get(CACHE_STATUS_HEADER);
    if (status !== 'hit') await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return status;
}

// The demo venues' scores come through the pipeline (connections → scoring worker → venues) in the
// stack's first seconds: the feed's order and the score filters are checked once they are there.
beforeAll(() => untilDemoVenuesScored(), 90_000);

describe('GET /api/feed/home', () => {
  it('answers an array of approved venues, best score first, and the next page in x-next-cursor', async () => {
    const first = await get<VenueDto[]>('/api/feed/home?limit=10');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(10);
    expect(first.body.every((venue) => venue.status === 'approved')).toBe(true);
    const scores = first.body.map((venue) => venue.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);

    const second = await get<VenueDto[]>(`/api/feed/home?limit=10&cursor=${cursor}`);
    expect(second.status).toBe(200);
    expect(second.body.length).toBeGreaterThan(0);
    expect(second.body.some((venue) => first.body.some((seen) => seen.id === venue.id))).toBe(false);
    expect(second.body[0].score ?? -1).toBeLessThanOrEqual(scores.at(-1) as number);
    // The first page says how many the feed holds (the explorer's count): the public venues still open for business.
    const [stored] = await queryE2eDatabase<{ venues: number }>(`select count(*)::int as venues from venues.venues where status = 'approved' and not permanently_closed`);
    expect(first.headers.get(TOTAL_COUNT_HEADER)).toBe(String(stored.venues));
    expect(second.headers.get(TOTAL_COUNT_HEADER)).toBeNull();
  });

  it('keeps the cursor header on a cached answer, and lets go of it when a vote, a score or a venue event passes', async () => {
    const path = '/api/feed/home?limit=3';
    const miss = await get<VenueDto[]>(path);
    const hit = await get<VenueDto[]>(path);
    expect(hit.headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    expect(hit.headers.get(NEXT_CURSOR_HEADER)).toBe(miss.headers.get(NEXT_CURSOR_HEADER));
    expect(hit.body).toEqual(miss.body);
    for (const subject of ['venue.votes-counted', 'score.updated', 'venue.created']) {
      await get(path);
      expect((await get(path)).headers.get(CACHE_STATUS_HEADER)).toBe('hit');
      await publishEvent(subject);
      expect(await untilMiss(path)).toBe('miss');
    }
  });

  it("a venue's new vote count lets go of its page, stales the feed page that shows it and leaves the rest cached (issue 31 §4)", async () => {
    const firstPath = '/api/feed/home?limit=3';
    const first = await get<VenueDto[]>(firstPath);
    const secondPath = `/api/feed/home?limit=3&cursor=${first.headers.get(NEXT_CURSOR_HEADER)}`;
    const second = await get<VenueDto[]>(secondPath);
    const [voted] = first.body;
    const votedPage = `/api/places/${voted.slug}`;
    // A page that does not show the voted venue among its similar ones (those would turn stale).
    let otherPage = '';
    for (const venue of second.body) {
      const page = await get<VenueDetailDto>(`/api/places/${venue.slug}`);
      if (!page.body.similar.some((similar) => similar.id === voted.id)) otherPage = `/api/places/${venue.slug}`;
    }
    expect(otherPage).not.toBe('');
    for (const path of [firstPath, secondPath, votedPage, otherPage]) {
      await get(path);
      expect((await get(path)).headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    }
    await publishEvent('venue.votes-counted', { venueId: voted.id, voteCount: voted.voteCount, countedAt: new Date().toISOString() });
    expect(await untilMiss(votedPage)).toBe('miss');
    expect((await get(otherPage)).headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    expect((await get(secondPath)).headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    expect((await get(firstPath)).headers.get(CACHE_STATUS_HEADER)).toBe('stale');
    expect(await untilHit(firstPath)).toBe('hit');
  });

  it('refuses a cursor it did not make and a limit out of bounds, in French', async () => {
    expectBadInput(await get('/api/feed/home?cursor=abc'), 'cursor', VENUE_QUERY_MESSAGES.invalidCursor);
    expectBadInput(await get('/api/feed/home?limit=500'), 'limit', VENUE_QUERY_MESSAGES.invalidLimit);
  });

  it('documents the cursor header in OpenAPI', async () => {
    const document = await get<{ paths: Record<string, { get: { responses: Record<string, { headers?: Record<string, unknown> }> } }> }>('/api/docs-json');
    expect(document.status).toBe(200);
    expect(document.body.paths['/api/feed/home'].get.responses['200'].headers).toHaveProperty(NEXT_CURSOR_HEADER);
    expect(document.body.paths['/api/venues'].get.responses['200'].headers).toHaveProperty(NEXT_CURSOR_HEADER);
  });
});

describe('GET /api/venues (search)', () => {
  it('finds "Café" from "cafe rabat", accents and case aside, and pages', async () => {
    const found = await get<VenueDto[]>('/api/venues?q=cafe%20rabat');
    expect(found.status).toBe(200);
    expect(found.body.length).toBeGreaterThan(0);
    expect(found.body.every((venue) => venue.city === 'Rabat')).toBe(true);
    expect(found.body[0].categoryId).toBe('cafe');
    const typo = await get<VenueDto[]>('/api/venues?q=restaurnt&limit=3');
    expect(typo.body.map((venue) => venue.categoryId)).toContain('restaurant');
    const next = typo.headers.get(NEXT_CURSOR_HEADER);
    expect(next).not.toBeNull();
    const page2 = await get<VenueDto[]>(`/api/venues?q=restaurnt&limit=3&cursor=${next}`);
    expect(page2.status).toBe(200);
    expect(page2.body.some((venue) => typo.body.some((seen) => seen.id === venue.id))).toBe(false);
  });

  it('says on the first page how many venues match in all (x-total-count), the same for the explorer and search', async () => {
    const first = await get<VenueDto[]>('/api/venues?q=f%C3%A8s&limit=5');
    expect(first.status).toBe(200);
    const total = Number(first.headers.get(TOTAL_COUNT_HEADER));
    expect(first.headers.get(TOTAL_COUNT_MORE_HEADER)).toBeNull();
    const listed: VenueDto[] = [...first.body];
    for (let cursor = first.headers.get(NEXT_CURSOR_HEADER); cursor; ) {
      const page = await get<VenueDto[]>(`/api/venues?q=f%C3%A8s&limit=5&cursor=${cursor}`);
      expect(page.headers.get(TOTAL_COUNT_HEADER)).toBeNull();
      listed.push(...page.body);
      cursor = page.headers.get(NEXT_CURSOR_HEADER);
    }
    expect(total).toBe(listed.length);
    expect(total).toBeGreaterThan(5);
    const none = await get<VenueDto[]>('/api/venues?q=xylophone');
    expect(none.headers.get(TOTAL_COUNT_HEADER)).toBe('0');
    const document = await get<{ paths: Record<string, { get: { responses: Record<string, { headers?: Record<string, unknown> }> } }> }>('/api/docs-json');
    expect(document.body.paths['/api/venues'].get.responses['200'].headers).toHaveProperty(TOTAL_COUNT_HEADER);
  });

  it('filters by city, category, minimum score and radius, and sorts by distance', async () => {
    const fes = await get<VenueDto[]>('/api/venues?city=fes&minScore=60');
    expect(fes.body.length).toBeGreaterThan(0);
    expect(fes.body.every((venue) => venue.city === 'Fès' && (venue.score ?? 0) >= 60)).toBe(true);
    const near = await get<VenueDto[]>('/api/venues?lat=31.6295&lng=-7.9811&radiusKm=5&sort=distance&category=restaurant');
    expect(near.status).toBe(200);
    expect(near.body.length).toBeGreaterThan(0);
    expect(near.body.every((venue) => venue.city === 'Marrakech' && venue.categoryId === 'restaurant' && (venue.distanceKm ?? 99) <= 5)).toBe(true);
  });

  it('answers an SQL fragment like any words: a normal result, never an error', async () => {
    const answer = await get<VenueDto[]>(`/api/venues?q=${encodeURIComponent("cafe' OR 1=1; DROP TABLE venues.venues; --")}`);
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect((await get<VenueDto[]>('/api/venues?q=cafe')).body.length).toBeGreaterThan(0);
  });

  it('refuses bad input with a 400 and a French message, never a 5xx', async () => {
    expectBadInput(await get(`/api/venues?q=${'a'.repeat(10_000)}`), 'q', VENUE_QUERY_MESSAGES.queryTooLong);
    expectBadInput(await get('/api/venues?lat=31.6&lng=-7.9&radiusKm=-5'), 'radiusKm', VENUE_QUERY_MESSAGES.invalidRadius);
    expectBadInput(await get('/api/venues?lat=abc&lng=-7.9'), 'lat', VENUE_QUERY_MESSAGES.invalidLatitude);
    expectBadInput(await get('/api/venues?lat=31.6'), 'lng', VENUE_QUERY_MESSAGES.positionIncomplete);
    expectBadInput(await get('/api/venues?sort=distance'), 'sort', VENUE_QUERY_MESSAGES.distanceNeedsPosition);
    expectBadInput(await get('/api/venues?sort=best'), 'sort', VENUE_QUERY_MESSAGES.invalidSort);
    expectBadInput(await get('/api/venues?minScore=101'), 'minScore', VENUE_QUERY_MESSAGES.invalidMinScore);
    expect((await get('/api/venues?unknown=1')).status).toBe(400);
  });
});

describe('GET /api/places/{slug}', () => {
  it('shows a venue with its tags, metrics, connections and similar venues', async () => {
    const answer = await get<VenueDetailDto>('/api/places/riad-dar-zitoun-marrakech');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Riad Dar Zitoun', city: 'Marrakech', categoryId: 'riad', status: 'approved' });
    expect(answer.body.tags.length).toBeGreaterThan(0);
    expect(answer.body.metrics.igScore).toEqual(expect.any(Number));
    expect(answer.body.connections).toEqual(expect.arrayContaining([{ provider: 'instagram', accountRef: 'riaddarzitoun', profileUrl: null }]));
    expect(answer.body.similar.length).toBeLessThanOrEqual(3);
    expect(answer.body.similar.every((venue) => venue.categoryId === 'riad' && venue.id !== answer.body.id)).toBe(true);
    expect(answer.body.visitorsThisMonth).toEqual(expect.any(Number));
  });

  it("answers 404 « Lieu introuvable » for an unknown slug, quotes or '%'", async () => {
    for (const slug of ['nulle-part', encodeURIComponent("x' or '1'='1"), '%25', 'caf%25%27', encodeURIComponent('"')]) {
      const answer = await get<ApiErrorBody>(`/api/places/${slug}`);
      expect({ slug, status: answer.status }).toEqual({ slug, status: 404 });
      expect(answer.body).toMatchObject({ code: 'venue_not_found', message: 'Lieu introuvable' });
    }
  });

  it('hides a pending venue from visitors and shows it to its owner', async () => {
    const slug = '/api/places/spa-rose-des-sables-rabat';
    expect((await get(slug)).status).toBe(404);
    const merchant = TEST_USERS.find((user) => user.role === 'merchant') as (typeof TEST_USERS)[number];
    const login = await fetch(`${e2eSetting('E2E_BASE_URL')}/api/test/login/${merchant.id}`, { method: 'POST' });
    expect(login.status).toBeLessThan(300);
    const session = login.headers.getSetCookie().find((line) => line.startsWith('lieux_session='))?.split(';')[0] as string;
    const owner = await get<VenueDetailDto>(slug, { cookie: session });
    expect(owner.status).toBe(200);
    expect(owner.body.status).toBe('pending');
    // Still hidden from the anonymous visitors after that: the owner's answer was never cached.
    expect((await get(slug)).status).toBe(404);
  });
});

describe('POST /api/places/{id}/visit', () => {
  it('counts distinct visitors this month with a first-party visitor id, robots left out, cached page included', async () => {
    const path = '/api/places/cafe-tarbouche-talaa-fes';
    const venue = (await get<VenueDetailDto>(path)).body;
    const before = venue.visitorsThisMonth;
    expect((await get(path)).headers.get(CACHE_STATUS_HEADER)).toBe('hit');

    const first = await call<undefined>('POST', `/api/places/${venue.id}/visit`, { 'user-agent': BROWSER });
    expect(first.status).toBe(204);
    const cookie = first.headers.getSetCookie().find((line) => line.startsWith('lieux_visitor=')) as string;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/);
    const visitor = cookie.split(';')[0];

    await call('POST', `/api/places/${venue.id}/visit`, { 'user-agent': BROWSER, cookie: visitor });
    await call('POST', `/api/places/${venue.id}/visit`, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await call('POST', `/api/places/${venue.id}/visit`, { 'user-agent': 'curl/8.5.0' });
    const again = await get<VenueDetailDto>(path, { cookie: visitor });
    expect(again.headers.get(CACHE_STATUS_HEADER)).toBe('hit');
    expect(again.body.visitorsThisMonth).toBe(before + 1);

    await call('POST', `/api/places/${venue.id}/visit`, { 'user-agent': BROWSER });
    expect((await get<VenueDetailDto>(path)).body.visitorsThisMonth).toBe(before + 2);
  });

  it('answers 404 for an id that is not a venue id', async () => {
    const answer = await call<ApiErrorBody>('POST', '/api/places/not-an-id/visit', { 'user-agent': BROWSER });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Lieu introuvable');
  });
});

describe('GET /api/stats/public', () => {
  it('counts the scored public venues ("lieux notés"), the cities and votes of the public ones', async () => {
    const answer = await get<PublicStatsDto>('/api/stats/public');
    expect(answer.status).toBe(200);
    expect(answer.body.venues).toBeGreaterThanOrEqual(50);
    const [scored] = await queryE2eDatabase<{ venues: number }>(`select count(*)::int as venues from venues.venues where status = 'approved' and score is not null`);
    expect(answer.body.venues).toBe(scored.venues);
    // The demo's six cities, and any other test file's published venues elsewhere: as the database says.
    const [stored] = await queryE2eDatabase<{ cities: number }>(`select count(distinct venues.search_key(city))::int as cities from venues.venues where status = 'approved'`);
    expect(stored.cities).toBeGreaterThanOrEqual(6);
    expect(answer.body.cities).toBe(stored.cities);
    expect(answer.body.votes).toBeGreaterThan(0);
  });
});
