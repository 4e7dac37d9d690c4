import { randomUUID } from 'node:crypto';

// The benchmark's mix of requests (infra/bench: categories, feed, venue pages, searches, votes,
// sign-ups and logins), sent by a few clients in a loop, every answer checked: for the rolling
// restart and replicas proof (rolling-restart.e2e-spec.ts), where one failed request is a failure.

export interface MixedLoadOptions {
  baseUrl: string;
  /** Signed-in people (session ids): each votes once on each venue, so every vote is a new one. */
  sessions: string[];
  venueIds: string[];
  slugs: string[];
  /** Search URLs (infra/bench/search-queries.mjs). */
  searches: string[];
  clients: number;
  /**
   * Faults under load (issue 16): a 503 `{ message, code: 'service_unavailable' }` is the platform's
   * clean answer while a dependency is down, counted apart, not a failure. Off: every 503 fails.
   */
  outagesAllowed?: boolean;
  /** Adds venue creation to the mix: a new merchant signs up and creates one venue. */
  venueCreation?: boolean;
}

export interface Failure {
  request: string;
  outcome: string;
}

export interface LoadReport {
  requests: number;
  byKind: Record<string, number>;
  failures: Failure[];
  /** Votes the platform acknowledged (200, value 1), per venue. */
  acknowledgedVotes: Map<string, number>;
  /** Votes sent, acknowledged or not (an unanswered one may have been counted), per venue. */
  sentVotes: Map<string, number>;
  /** Accounts and venues whose creation the platform acknowledged (201). */
  acknowledgedSignups: string[];
  acknowledgedVenues: string[];
  /** Clean 503s (`service_unavailable`) while `outagesAllowed`. */
  unavailable: number;
  seconds: number;
}

type Kind = 'categories' | 'feed' | 'place' | 'search' | 'vote' | 'signup-login' | 'venue';
/** Weights of the mix: reads first, votes next, a few sign-ups (each one hashes two passwords). */
const MIX: [Kind, number][] = [
  ['categories', 10],
  ['feed', 10],
  ['place', 25],
  ['search', 20],
  ['vote', 32],
  ['signup-login', 3],
];

/**
 * The mix as one cycle of its total weight in kinds, each in proportion to its weight and spread over
 * the cycle (smooth weighted round-robin): the same requests in the same order on every run, so a
 * failure can be run again as it happened.
 */
function mixCycle(mix: [Kind, number][]): Kind[] {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  const credit = mix.map(() => 0);
  return Array.from({ length: total }, () => {
    mix.forEach(([, weight], index) => (credit[index] = (credit[index] ?? 0) + weight));
    const next = credit.indexOf(Math.max(...credit));
    credit[next] = (credit[next] ?? 0) - total;
    return (mix[next] ?? mix[0])[0];
  });
}

export function startMixedLoad(options: MixedLoadOptions): { stop(): Promise<LoadReport> } {
  const report: LoadReport = { requests: 0, byKind: {}, failures: [], acknowledgedVotes: new Map(), sentVotes: new Map(), acknowledgedSignups: [], acknowledgedVenues: [], unavailable: 0, seconds: 0 };
  const cycle = mixCycle(options.venueCreation ? [...MIX, ['venue', 2]] : MIX);
  const started = Date.now();
  let running = true;
  let voteCursor = 0;
  let kindCursor = 0;
  const cursors = new Map<string[], number>();
  /** The list's items in turn: every slug and search is asked, in the same order on every run. */
  const nextOf = (list: string[]) => {
    const index = cursors.get(list) ?? 0;
    cursors.set(list, index + 1);
    return list[index % list.length];
  };

  async function send(kind: Kind, method: string, path: string, expected: number[], init: { body?: unknown; session?: string } = {}): Promise<Response | undefined> {
    const headers: Record<string, string> = { origin: options.baseUrl };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.session) headers.cookie = `lieux_session=${init.session}`;
    report.requests += 1;
    report.byKind[kind] = (report.byKind[kind] ?? 0) + 1;
    try {
      const response = await fetch(`${options.baseUrl}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), signal: AbortSignal.timeout(15_000) });
      if (options.outagesAllowed && response.status === 503) {
        const text = await response.text();
        if (isCleanOutage(text)) report.unavailable += 1;
        else report.failures.push({ request: `${method} ${path}`, outcome: `503 ${text.slice(0, 200)}` });
        return undefined;
      }
      if (!expected.includes(response.status)) {
        report.failures.push({ request: `${method} ${path}`, outcome: `${response.status} ${(await response.text()).slice(0, 200)}` });
        return undefined;
      }
      return response;
    } catch (error) {
      report.failures.push({ request: `${method} ${path}`, outcome: describeFailure(error) });
      return undefined;
    }
  }

  async function once(kind: Kind): Promise<void> {
    switch (kind) {
      case 'categories':
        return void (await (await send(kind, 'GET', '/api/categories', [200]))?.arrayBuffer());
      case 'feed':
        return void (await (await send(kind, 'GET', '/api/feed/home', [200]))?.arrayBuffer());
      case 'place':
        return void (await (await send(kind, 'GET', `/api/places/${nextOf(options.slugs)}`, [200]))?.arrayBuffer());
      case 'search':
        return void (await (await send(kind, 'GET', nextOf(options.searches) ?? '/api/venues', [200]))?.arrayBuffer());
      case 'vote': {
        // Person × venue pairs in order: no pair twice, so each acknowledged vote adds one to a count.
        const index = voteCursor++;
        const session = options.sessions[Math.floor(index / options.venueIds.length) % options.sessions.length];
        const venueId = options.venueIds[index % options.venueIds.length];
        if (index >= options.sessions.length * options.venueIds.length) throw new Error('the load ran out of new votes: give it more people');
        report.sentVotes.set(venueId, (report.sentVotes.get(venueId) ?? 0) + 1);
        const response = await send(kind, 'POST', `/api/places/${venueId}/vote`, [200, 201], { session, body: { value: 1 } });
        const body = (await response?.json()) as { value?: number } | undefined;
        if (body?.value === 1) report.acknowledgedVotes.set(venueId, (report.acknowledgedVotes.get(venueId) ?? 0) + 1);
        return;
      }
      case 'signup-login': {
        const email = `roulement.${randomUUID()}@example.ma`;
        const password = 'motdepasse-solide';
        const signedUp = await send('signup-login', 'POST', '/api/auth/signup', [201], { body: { email, password, firstName: 'Nadia', lastName: 'Roulement' } });
        if (!signedUp) return;
        await signedUp.arrayBuffer();
        report.acknowledgedSignups.push(email);
        return void (await (await send('signup-login', 'POST', '/api/auth/login-local', [200, 201], { body: { email, password } }))?.arrayBuffer());
      }
      case 'venue': {
        const email = `lieu.${randomUUID()}@example.ma`;
        const signedUp = await send(kind, 'POST', '/api/auth/signup', [201], { body: { email, password: 'motdepasse-solide', firstName: 'Karim', lastName: 'Panne', role: 'merchant' } });
        if (!signedUp) return;
        await signedUp.arrayBuffer();
        report.acknowledgedSignups.push(email);
        const session = /lieux_session=([^;]+)/.exec(signedUp.headers.get('set-cookie') ?? '')?.[1];
        const created = await send(kind, 'POST', '/api/venues', [201], { session, body: { name: `Café Panne ${randomUUID().slice(0, 8)}`, categoryId: 'cafe', address: '3 rue Souika', city: 'Rabat' } });
        const venue = (await created?.json()) as { id?: string } | undefined;
        if (venue?.id) report.acknowledgedVenues.push(venue.id);
        return;
      }
    }
  }

  function nextKind(): Kind {
    return cycle[kindCursor++ % cycle.length] ?? 'categories';
  }

  const clients = Array.from({ length: options.clients }, async () => {
    while (running) await once(nextKind());
  });

  return {
    async stop() {
      running = false;
      await Promise.all(clients);
      report.seconds = (Date.now() - started) / 1000;
      return report;
    },
  };
}

/** The gateway's answer while a dependency is down: 503 `{ message, code: 'service_unavailable' }`. */
function isCleanOutage(text: string): boolean {
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    return body.code === 'service_unavailable' && typeof body.message === 'string';
  } catch {
    return false;
  }
}

/** A request that got no answer, with what undici says below `fetch failed` (its cause's name, code and message). */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as (Error & { code?: string }) | undefined;
  const below = cause ? ` (${[cause.name, cause.code, cause.message].filter(Boolean).join(' ')})` : '';
  return `${error.name}: ${error.message}${below}`;
}
