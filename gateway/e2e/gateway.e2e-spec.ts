import { connect } from '@nats-io/transport-node';
import type { ApiErrorBody, CategoryDto } from '@lieux/contracts';
import { urlFromEnv } from '@lieux/platform';
import { CATEGORY_EVENTS_PREFIX } from '../src/cache/cacheable-routes.js';
import { CACHE_STATUS_HEADER } from '../src/cache/response-cache.hooks.js';
import { controlProcess, e2eSetting, sendWithEarlyAnswer, waitForLogLine } from '@lieux/testing/e2e';

// The REST edge as a client meets it: the whole platform runs (started by the e2e global setup)
// and every request goes through the gateway, NATS, the services and PostgreSQL.

const baseUrl = () => e2eSetting('E2E_BASE_URL');

interface OpenApiDocument {
  paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }>;
  components: { schemas: Record<string, { properties: Record<string, unknown> }> };
}

function expectFrenchError(body: ApiErrorBody, code: ApiErrorBody['code']): void {
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(5);
}

describe('GET /api/categories', () => {
  it('answers the seeded categories from the venues service, in display order', async () => {
    const response = await fetch(`${baseUrl()}/api/categories`);
    expect(response.status).toBe(200);
    const categories = (await response.json()) as CategoryDto[];
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(categories.slice(0, 6)).toEqual([
      { id: 'restaurant', name: 'Restaurant' },
      { id: 'cafe', name: 'Café' },
      { id: 'hotel', name: 'Hôtel' },
      { id: 'boutique', name: 'Boutique' },
      { id: 'spa', name: 'Spa' },
      { id: 'bar', name: 'Bar' },
    ]);
    for (const category of categories) expect(Object.keys(category).sort()).toEqual(['id', 'name']);
  });

  it('carries the request id it answers from the gateway into the venues service logs', async () => {
    // The categories may come from the gateway's cache: the platform's health asks every service.
    const clientId = `e2e-trace-${Date.now()}`;
    const response = await fetch(`${baseUrl()}/api/health/services`, { headers: { 'x-request-id': clientId } });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    // With tracing on (the e2e stack's default) the request id is the new trace's id, never the
    // client's; off, the client's id is kept (docs/tracing.md).
    expect(requestId).toEqual(process.env.E2E_OTLP_URL ? expect.stringMatching(/^[0-9a-f]{32}$/) : clientId);

    const line = await waitForLogLine('venues', (entry) => entry.requestId === requestId && entry.msg === 'request handled');
    expect(line).toMatchObject({ service: 'venues', requestId, subject: expect.stringContaining('venues.health.check') });
  });

  it('answers from its cache while the venues service is down, then 503 in French once a category event invalidates it, and heals by itself', async () => {
    expect((await fetch(`${baseUrl()}/api/categories`)).status).toBe(200);
    await controlProcess('stop', 'venues');
    try {
      const cached = await fetch(`${baseUrl()}/api/categories`);
      expect(cached.status).toBe(200);
      expect(cached.headers.get(CACHE_STATUS_HEADER)).toBe('hit');

      const nats = await connect({ servers: urlFromEnv('NATS_URL') });
      try {
        nats.publish(`${e2eSetting('E2E_NATS_SUBJECT_PREFIX')}${CATEGORY_EVENTS_PREFIX}updated`, '{}');
        await nats.flush();
      } finally {
        await nats.close();
      }
      // The event reaches the gateway asynchronously: ask until the cache has let go (or 2 s).
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const probe = await fetch(`${baseUrl()}/api/categories`);
        await probe.arrayBuffer();
        if (probe.headers.get(CACHE_STATUS_HEADER) !== 'hit') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const started = performance.now();
      const response = await fetch(`${baseUrl()}/api/categories`);
      const elapsed = performance.now() - started;
      expect(response.status).toBe(503);
      const body = (await response.json()) as ApiErrorBody;
      expect(body).toEqual({
        message: 'Service temporairement indisponible, réessayez dans un instant.',
        code: 'service_unavailable',
      });
      expect(elapsed).toBeLessThan(2000);
    } finally {
      await controlProcess('start', 'venues');
    }
    const healed = await fetch(`${baseUrl()}/api/categories`);
    expect(healed.status).toBe(200);
    expect(((await healed.json()) as CategoryDto[])[0]).toEqual({ id: 'restaurant', name: 'Restaurant' });
  });
});

describe('errors at the edge', () => {
  it('answers an unknown API path with 404 JSON, not the web app', async () => {
    const response = await fetch(`${baseUrl()}/api/nimporte-quoi`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expectFrenchError((await response.json()) as ApiErrorBody, 'route_not_found');
  });

  it('answers a URL the router cannot read with 400 JSON in French', async () => {
    const response = await fetch(`${baseUrl()}/api/%`);
    expect(response.status).toBe(400);
    expectFrenchError((await response.json()) as ApiErrorBody, 'bad_request');
  });

  it('answers a malformed JSON body with 400 and a French message, never 500', async () => {
    const response = await fetch(`${baseUrl()}/api/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expectFrenchError((await response.json()) as ApiErrorBody, 'bad_request');
  });

  it('refuses a body larger than the limit with 413', async () => {
    const bytes = 2 * 1024 * 1024;
    const { status, text: body } = await sendWithEarlyAnswer(`${baseUrl()}/api/categories`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"filler":"${'x'.repeat(bytes - 14)}"}` });
    expect(status).toBe(413);
    expectFrenchError(JSON.parse(body) as ApiErrorBody, 'payload_too_large');
  });

  it('refuses a body nested deeper than any form with 400, where validation would have exhausted its stack', async () => {
    const response = await fetch(`${baseUrl()}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"message":${'['.repeat(100_000)}${']'.repeat(100_000)}}` });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'La requête contient trop de niveaux imbriqués.', code: 'body_too_deep' });
  });

  it('answers headers or an address over the limit with 431 in French', async () => {
    for (const headers of [{ 'x-remplissage': 'a'.repeat(40 * 1024) }, undefined]) {
      const url = headers ? `${baseUrl()}/api/categories` : `${baseUrl()}/api/venues?q=${'a'.repeat(40 * 1024)}`;
      const response = await fetch(url, { headers });
      expect(response.status).toBe(431);
      expect(await response.json()).toEqual({ message: 'Les en-têtes ou l’adresse de la requête sont trop longs.', code: 'headers_too_large' });
    }
  });
});

describe('the web app and the docs', () => {
  it('serves the built web app at / and for any non-API path (SPA fallback)', async () => {
    // An unknown venue's page is the web app too, but with 404 (gateway/e2e/seo.e2e-spec.ts).
    for (const pagePath of ['/', '/explorer', '/compte', '/nimporte-quoi']) {
      const response = await fetch(`${baseUrl()}${pagePath}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root"');
    }
  });

  it('answers 404 for a missing file, so an old client never gets HTML for a script', async () => {
    const response = await fetch(`${baseUrl()}/assets/index-ancien.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/html');
  });

  it('publishes the OpenAPI description at /api/docs', async () => {
    const page = await fetch(`${baseUrl()}/api/docs`);
    expect(page.status).toBe(200);
    const document = (await (await fetch(`${baseUrl()}/api/docs-json`)).json()) as OpenApiDocument;
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/categories', '/api/health/services']));
  });

  it("describes the categories response with CategoryDto's own fields", async () => {
    const document = (await (await fetch(`${baseUrl()}/api/docs-json`)).json()) as OpenApiDocument;
    const ok = document.paths['/api/categories'].get.responses['200'];
    expect(ok.content['application/json'].schema).toEqual({ type: 'array', items: { $ref: '#/components/schemas/CategoryDto' } });
    expect(document.components.schemas.CategoryDto).toMatchObject({
      type: 'object',
      properties: { id: { type: 'string' }, name: { type: 'string' } },
      required: ['id', 'name'],
    });
    expect(Object.keys(document.components.schemas.CategoryDto.properties).sort()).toEqual(['id', 'name']);
    expect(document.paths['/api/health/services'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/PlatformHealth',
    });
  });
});

describe('health', () => {
  it('reports the gateway live and ready, and every service healthy over NATS', async () => {
    expect((await fetch(`${baseUrl()}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${baseUrl()}/api/health/ready`)).status).toBe(200);
    const platform = (await (await fetch(`${baseUrl()}/api/health/services`)).json()) as {
      status: string;
      services: Record<string, { status: string; checks: Record<string, { status: string }> }>;
    };
    expect(platform.status).toBe('ok');
    expect(Object.keys(platform.services).sort()).toEqual(['admin', 'auth', 'connections', 'scoring', 'venues', 'votes']);
    expect(platform.services.scoring.checks.redis).toEqual({ status: 'up' });
  });
});
