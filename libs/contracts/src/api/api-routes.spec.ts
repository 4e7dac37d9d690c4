import { DTO_CLASSES } from '../dto/index.js';
import type { CategoryDto } from '../categories/category.dto.js';
import type { PlatformHealth } from '../health/health.dto.js';
import { route, routeStatus, type AnyApiRoute, type RouteInput, type RouteResponse } from './api-route.js';
import { API } from './api-routes.js';

function routes(node: object): AnyApiRoute[] {
  return Object.values(node).flatMap((value: object) => ('method' in value ? [value as AnyApiRoute] : routes(value)));
}

describe('the REST route map', () => {
  it('keeps the paths clients already call', () => {
    expect(API.categories.list).toMatchObject({ method: 'GET', path: '/api/categories' });
    expect(API.health.services).toMatchObject({ method: 'GET', path: '/api/health/services' });
  });

  it('declares each method and path once', () => {
    const keys = routes(API).map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names only registered DTOs, each under its class name (its OpenAPI schema name)', () => {
    for (const [name, dtoClass] of Object.entries(DTO_CLASSES)) expect(dtoClass.name).toBe(name);
    for (const entry of routes(API)) {
      for (const ref of [entry.query, entry.body, entry.response]) {
        if (ref !== undefined) expect(Object.keys(DTO_CLASSES)).toContain(typeof ref === 'string' ? ref : ref[0]);
      }
    }
  });

  it('answers 200 for a read, 201 for a creation and 204 without a body, unless the route says otherwise', () => {
    expect(routeStatus(API.categories.list)).toBe(200);
    expect(routeStatus(route('POST', '/api/venues', { access: 'anyone', body: 'CategoryDto', response: 'CategoryDto' }))).toBe(201);
    expect(routeStatus(route('DELETE', '/api/venues/:slug', { access: 'anyone' }))).toBe(204);
    expect(routeStatus(route('POST', '/api/auth/logout', { access: 'anyone', status: 200, response: 'CategoryDto' }))).toBe(200);
  });
});

// Type-level checks (`tsc -p tsconfig.spec.json`).
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectTrue = <T extends true>(): T | undefined => undefined;

expectTrue<Equals<RouteResponse<typeof API.categories.list>, CategoryDto[]>>();
expectTrue<Equals<RouteResponse<typeof API.health.services>, PlatformHealth>>();

const showVenue = route('GET', '/api/venues/:slug/votes/:userId', { access: 'signed-in', response: 'CategoryDto' });
const createVenue = route('POST', '/api/venues', { access: 'anyone', body: 'CategoryDto', response: 'CategoryDto' });
const input: RouteInput<typeof showVenue> = { params: { slug: 'dar-yacout', userId: 'u' } };
// @ts-expect-error every path parameter is required
const missingParam: RouteInput<typeof showVenue> = { params: { slug: 'dar-yacout' } };
// @ts-expect-error a route with a body needs it
const missingBody: RouteInput<typeof createVenue> = {};
// @ts-expect-error a route names DTOs of the contracts only
route('GET', '/api/nope', { access: 'anyone', response: 'NoSuchDto' });
// @ts-expect-error paths are full, under /api
route('GET', '/categories', { access: 'anyone' });
// @ts-expect-error every route declares who may call it (issue 16)
route('GET', '/api/undeclared', { response: 'CategoryDto' });
// @ts-expect-error …among the known kinds of callers
route('GET', '/api/undeclared', { access: 'everyone' });
void [showVenue, createVenue, input, missingParam, missingBody];
