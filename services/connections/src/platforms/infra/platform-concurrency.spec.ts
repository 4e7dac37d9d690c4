import { createHash, randomBytes } from 'node:crypto';
import type { ConnectionProvider } from '@lieux/contracts';
import { answerConsent } from '@lieux/testing/e2e';
import { ConnectionsEnv } from '../../config/connections.env.js';
import type { LinkedAccount, PlatformReading, TokenSet } from '../domain/platform-client.js';
import { PlatformPausedError } from '../domain/platform-guard.js';
import { SandboxServer } from '../../sandbox/sandbox-server.js';
import { PlatformClients } from './platform-clients.js';

/**
 * The bound of the metrics pull against the sandbox, which counts the calls it answers at once: never
 * more than METRICS_PULL_CONCURRENCY reads of one platform in flight, even from two pulls at once; a
 * slow platform does not hold back the others; reads queued behind a 429 do not call the platform.
 */
const sandbox = new SandboxServer();
let sandboxUrl = '';
const REDIRECT = 'http://127.0.0.1:1/api/connections/x/callback';

beforeAll(async () => {
  sandboxUrl = await sandbox.listen();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

function platformsWithBound(bound: number): PlatformClients {
  return new PlatformClients(Object.assign(new ConnectionsEnv(), { CONNECTIONS_SANDBOX_URL: sandboxUrl, PLATFORM_TIMEOUT_MS: 5000, METRICS_PULL_CONCURRENCY: bound }));
}

interface Linked {
  provider: ConnectionProvider;
  tokens: TokenSet;
  account: LinkedAccount;
}

async function link(clients: PlatformClients, provider: ConnectionProvider, count: number): Promise<Linked[]> {
  const platform = clients.get(provider)!;
  const linked = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const verifier = platform.client.usesPkce ? randomBytes(32).toString('base64url') : null;
      const challenge = verifier ? createHash('sha256').update(verifier).digest('base64url') : null;
      // Named from the index, not drawn: the sandbox draws an account's figures (its pages of posts, so its calls) from its name.
      const back = await answerConsent(platform.client.authorizeUrl({ state: 's', redirectUri: REDIRECT, codeChallenge: challenge }), { decision: 'approve', account: `cafe.${index + 1}` });
      return { provider, ...(await platform.client.connect({ code: back.searchParams.get('code')!, redirectUri: REDIRECT, codeVerifier: verifier })) };
    }),
  );
  sandbox.reset();
  return linked;
}

/** One read as the metrics pull makes it: a place of the platform first, then its guard, then the call. */
function read(clients: PlatformClients, linked: Linked): Promise<PlatformReading> {
  const platform = clients.get(linked.provider)!;
  return platform.reads.run(() => platform.guard.run(() => platform.client.read(linked.tokens, linked.account, new Date())));
}

it('keeps at most N reads of one platform in flight, even from two pulls at once, and reads every connection', async () => {
  const clients = platformsWithBound(4);
  const accounts = await link(clients, 'instagram', 24);
  sandbox.setMode('instagram', { slowMs: 40 });
  const pulls = [accounts.slice(0, 12), accounts.slice(12)].map((pull) => Promise.all(pull.map((linked) => read(clients, linked))));
  const readings = (await Promise.all(pulls)).flat();
  expect(readings).toHaveLength(24);
  expect(readings.every((reading) => (reading.followers ?? 0) > 0)).toBe(true);
  expect(sandbox.peakInFlight('instagram')).toBe(4);
});

it('with a bound of 1 reads one platform one call after another (the old path)', async () => {
  const clients = platformsWithBound(1);
  const accounts = await link(clients, 'tiktok', 6);
  sandbox.setMode('tiktok', { slowMs: 20 });
  await Promise.all(accounts.map((linked) => read(clients, linked)));
  expect(sandbox.callsTo('tiktok')).toBeGreaterThanOrEqual(6);
  expect(sandbox.peakInFlight('tiktok')).toBe(1);
});

it('a slow platform does not hold back the others: each has its own places', async () => {
  const clients = platformsWithBound(4);
  const slow = await link(clients, 'facebook', 4);
  const quick = await link(clients, 'google', 12);
  sandbox.setMode('facebook', { slowMs: 1500 });
  sandbox.setMode('google', { slowMs: 30 });
  const finished: ConnectionProvider[] = [];
  await Promise.all([...slow, ...quick].map(async (linked) => (await read(clients, linked), finished.push(linked.provider))));
  // Google's 12 reads (three rounds of 4) all end before Facebook's first answer.
  expect(finished).toEqual([...Array<ConnectionProvider>(12).fill('google'), ...Array<ConnectionProvider>(4).fill('facebook')]);
  expect(sandbox.peakInFlight('google')).toBe(4);
});

it('reads queued behind a 429 do not call the platform: the guard is asked when their turn comes', async () => {
  const clients = platformsWithBound(1);
  const accounts = await link(clients, 'linkedin', 5);
  sandbox.setMode('linkedin', { rateLimit: -1 });
  const outcomes = await Promise.allSettled(accounts.map((linked) => read(clients, linked)));
  expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
  expect(outcomes.slice(1).map((outcome) => (outcome as PromiseRejectedResult).reason)).toEqual(Array(4).fill(expect.any(PlatformPausedError)));
  expect(sandbox.callsTo('linkedin')).toBe(1);
});
