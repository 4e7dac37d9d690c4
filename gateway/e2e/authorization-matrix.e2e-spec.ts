import { accessRule, routeStatus, type RouteAccessRule, type UserRole } from '@lieux/contracts';
import { call, e2eSetting } from '@lieux/testing/e2e';
import {
  ACTORS,
  buildWorld,
  cleanUpWorld,
  CONTRACT_ROUTES,
  operations,
  ownerVenueId,
  ownerVenueSlug,
  send,
  sessionOf,
  TRIES,
  type ActorName,
  type NavigationKey,
  type Operation,
  type ProbeKey,
  type RouteKey,
} from './api-world.e2e-helpers.js';

// The authorization matrix (issue 16): every operation of the OpenAPI document × every kind of caller,
// with real sessions and real resources (api-world.e2e-helpers.ts), against the exact outcome the
// operation's declared access (`x-access`, from its contract route) promises. An operation without a
// declaration, or without a request to try it with, fails this test: a new route is covered the day
// it is added.

/** The outcome a declared access promises to each kind of caller: the route's success, or a refusal. */
function promised(rule: RouteAccessRule, actor: ActorName, success: number): number {
  if (rule.who === 'anyone') return success;
  if (actor === 'visitor') return 401;
  const role: UserRole = actor === 'otherMerchant' ? 'merchant' : actor;
  switch (rule.who) {
    case 'signed-in':
      return success;
    case 'consumer':
    case 'merchant':
    case 'admin':
      return role === rule.who ? success : 403;
    case 'merchant-or-admin':
      return role === 'consumer' ? 403 : success;
    case 'owner-or-admin':
      if (role === 'consumer') return 403;
      return actor === 'otherMerchant' ? (rule.otherMerchant ?? 403) : success;
  }
}

describe('the authorization matrix: every operation × every kind of caller', () => {
  let all: Operation[];

  beforeAll(async () => {
    all = await operations();
    await buildWorld();
  }, 120_000);

  afterAll(cleanUpWorld);

  it('has a declared access and a way to try it for every operation of the OpenAPI document, and nothing else', () => {
    const undeclared = all.filter((operation) => !operation.access).map((operation) => operation.key);
    expect(undeclared).toEqual([]);
    const untried = all.filter((operation) => !(operation.key in TRIES)).map((operation) => operation.key);
    expect(untried).toEqual([]);
    expect(Object.keys(TRIES).filter((key) => !all.some((operation) => operation.key === key))).toEqual([]);
    // The document says what the contract declares.
    for (const operation of all.filter((each) => CONTRACT_ROUTES.has(each.key))) expect(operation.access).toEqual(accessRule(CONTRACT_ROUTES.get(operation.key)!.access));
  });

  it('gives each caller exactly what the declared access promises', async () => {
    const wrong: string[] = [];
    for (const operation of all.filter((each) => !each.access?.navigation)) {
      const route = CONTRACT_ROUTES.get(operation.key);
      for (const actor of ACTORS) {
        const attempt = await TRIES[operation.key as RouteKey | ProbeKey](actor);
        const expected = promised(operation.access!, actor, attempt.admitted ?? (route ? routeStatus(route) : 200));
        const answer = await send(operation.method, operation.path, attempt, 'session' in attempt ? attempt.session : sessionOf(actor));
        if (answer.status !== expected) wrong.push(`${operation.key} as ${actor}: ${answer.status} (expected ${expected}) ${JSON.stringify(answer.body).slice(0, 160)}`);
        else if (expected >= 400 && !(typeof answer.body === 'object' && answer.body && 'code' in answer.body && 'message' in answer.body)) wrong.push(`${operation.key} as ${actor}: ${expected} without { message, code }`);
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('refuses every state change sent from another site (CSRF), before it runs, and lets the site frame nothing', async () => {
    const wrong: string[] = [];
    for (const operation of all.filter((each) => each.method !== 'GET' && !each.access?.navigation)) {
      const actor: ActorName = operation.access?.who === 'admin' ? 'admin' : operation.access?.who === 'consumer' ? 'consumer' : 'merchant';
      // Refused before any route runs: the owner's venue for every path parameter and an empty body do.
      const params = Object.fromEntries([...operation.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name, ownerVenueId()]));
      const answer = await send(operation.method, operation.path, { params, body: {}, headers: { origin: 'https://lieux-gratuits.example' } }, sessionOf(actor));
      const body = answer.body as { code?: string } | undefined;
      if (answer.status !== 403 || body?.code !== 'forbidden_origin') wrong.push(`${operation.key}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    for (const path of ['/', `/api/places/${ownerVenueSlug()}`]) {
      const response = await fetch(`${e2eSetting('E2E_BASE_URL')}${path}`);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  }, 120_000);

  it('sends each caller of a browser-navigation route to a page of the site, or on to the platform when admitted', async () => {
    const wrong: string[] = [];
    for (const operation of all.filter((each) => each.access?.navigation)) {
      for (const actor of ACTORS) {
        const attempt = await TRIES[operation.key as NavigationKey](actor);
        const answer = await send(operation.method, operation.path, attempt, 'session' in attempt ? attempt.session : sessionOf(actor));
        const admitted = promised(operation.access!, actor, 200) === 200;
        const location = answer.location ?? '';
        const offSite = !location.startsWith('/');
        // Only an admitted caller may be sent off the site (the platform's consent page, the OpenID provider).
        if (answer.status !== 302 || (offSite && !admitted)) wrong.push(`${operation.key} as ${actor}: ${answer.status} → ${location}`);
      }
    }
    expect(wrong).toEqual([]);
    // Another merchant's venue: the flow does not start.
    const start = await call('GET', `/api/connections/tiktok/authorize?venueId=${ownerVenueId()}`, { session: sessionOf('otherMerchant') });
    expect(start.headers.get('location')).toMatch(/^\/merchant\/connections\?.*erreur=/);
  }, 120_000);
});
