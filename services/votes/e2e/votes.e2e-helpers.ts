import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { MessageDto, UserDto, VenueDetailDto, VenueDto } from '@lieux/contracts';
import { urlFromEnv } from '@lieux/platform';
import { confirmEmailOf, e2eSetting, queryE2eDatabase } from '@lieux/testing/e2e';

const SESSION_COOKIE = 'lieux_session';

export interface Answer<T> {
  status: number;
  body: T;
}

/** A call through the stack's gateway, as a browser would send it, with a session cookie if given. */
export async function call<T>(method: string, path: string, options: { body?: unknown; session?: string } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.session) headers.cookie = `${SESSION_COOKIE}=${options.session}`;
  const response = await fetch(`${e2eSetting('E2E_BASE_URL')}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * A real sign-up (its password hashed, user.registered published): the session it opens and the
 * address. `confirmed`: its welcome mail's link followed too, so its votes count in public (issue 30 §9).
 */
export async function signUp(options: { confirmed?: boolean } = {}): Promise<{ session: string; email: string }> {
  const email = `nadia.${randomUUID()}@example.ma`;
  const response = await fetch(`${e2eSetting('E2E_BASE_URL')}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'motdepasse-solide', firstName: 'Nadia', lastName: 'El Idrissi' }),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status} ${JSON.stringify((await response.json()) as MessageDto)}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (options.confirmed) await confirmEmailOf(email);
  return { session: (cookie as string).slice(SESSION_COOKIE.length + 1).split(';')[0], email };
}

// What the votes' e2e tests share: venues of the demo data, people in bulk, the count as a visitor
// sees it, and a wait for it that says how long it took.

/** A public venue of the demo data no other test of the file uses (the feed's n-th). */
export async function publicVenue(index: number): Promise<VenueDto> {
  // By slug, not by the feed's order: scores coming through the pipeline move venues in the feed
  // while a spec runs, and two tests must not get the same venue.
  const [row] = await query<{ slug: string }>(`select slug from venues.venues where status = 'approved' order by slug offset $1 limit 1`, [index]);
  if (!row) throw new Error(`the demo data has no ${index + 1}th public venue`);
  return (await call<VenueDto>('GET', `/api/places/${row.slug}`)).body;
}

/** The count on the venue page, as a visitor reads it (through the gateway's cache); undefined when it does not answer. */
export async function displayedCount(slug: string): Promise<number | undefined> {
  const answer = await call<VenueDetailDto>('GET', `/api/places/${slug}`);
  return answer.status === 200 ? answer.body.voteCount : undefined;
}

/** Waits until the displayed count is `expected`; the milliseconds it took. Fails with the last count seen. */
export async function countBecomes(slug: string, expected: number, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  let seen: number | undefined;
  while (Date.now() - started < timeoutMs) {
    seen = await displayedCount(slug);
    if (seen === expected) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the displayed count stayed ${seen}, expected ${expected}`);
}

/**
 * Signed-in people in bulk: sessions written in the stack's Redis in the gateway's format
 * (gateway/src/session/session.store.ts: `session:<sha256 of the id>` → `{ user, createdAt }`) — a
 * thousand sign-ups would spend minutes hashing passwords, which is not what is tested here.
 */
export async function people(count: number, accountCreatedAt = '2025-01-01T00:00:00.000Z'): Promise<string[]> {
  const redis = new Redis(urlFromEnv('REDIS_URL'), { keyPrefix: `${e2eSetting('E2E_REDIS_PREFIX')}:` });
  try {
    return await Promise.all(
      Array.from({ length: count }, (_, index) => {
        const user: UserDto = {
          id: randomUUID(),
          firstName: 'Votant',
          lastName: `N${index}`,
          email: `votant.${randomUUID()}@example.ma`,
          role: 'consumer',
          profileImageUrl: null,
          subscription: 'free',
          createdAt: accountCreatedAt,
          emailConfirmed: true,
        };
        const id = randomBytes(32).toString('base64url');
        const key = `session:${createHash('sha256').update(id).digest('hex')}`;
        return redis.set(key, JSON.stringify({ user, createdAt: new Date().toISOString() }), 'EX', 3600).then(() => id);
      }),
    );
  } finally {
    redis.disconnect();
  }
}

export const vote = (session: string, venueId: string, value: number) => call<{ value: number }>('POST', `/api/places/${venueId}/vote`, { session, body: { value } });

/** One query on the stack's database (the votes and venues schemas), for what HTTP does not show. */
export const query = queryE2eDatabase;
