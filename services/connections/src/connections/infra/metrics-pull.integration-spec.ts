import { randomUUID } from 'node:crypto';
import { RPC, type ConnectionProvider, type PullMetricsReply } from '@lieux/contracts';
import { connectThroughSandbox, useConnectionsBehindSandbox } from '../../test/connect-through-sandbox.js';

/**
 * `connections.metrics.pull` as the scoring worker asks it (NATS), the service on real Postgres and
 * NATS in front of the sandbox: every platform read at once up to METRICS_PULL_CONCURRENCY (3 here)
 * calls in flight, even for two pulls at once, and the reply the same as before (venues in the asked
 * order, each with its platforms' fresh figures; a platform down gives its last snapshot, `fresh` false).
 */
const BOUND = 3;
const { sandbox, connections } = useConnectionsBehindSandbox({ METRICS_PULL_CONCURRENCY: BOUND });

/** Accounts named from a counter: the sandbox draws an account's figures (and so its pages of posts) from its name. */
let accountsMade = 0;

/** A venue connected to these platforms, each through the sandbox's consent page and code exchange. */
async function venueWith(providers: ConnectionProvider[]): Promise<string> {
  const venueId = randomUUID();
  await connectThroughSandbox(connections().service, venueId, randomUUID(), providers, () => `lieu.${(accountsMade += 1)}`);
  return venueId;
}

function pull(venueIds: string[]): Promise<PullMetricsReply> {
  return connections().client.request(RPC.connectionsMetricsPull, { venueIds }, { actor: undefined });
}

it(`reads every platform side by side with at most ${BOUND} calls in flight each, even for two pulls at once; the reply keeps the asked order`, async () => {
  const first: string[] = [];
  const second: string[] = [];
  for (let index = 0; index < 6; index++) {
    first.push(await venueWith(['instagram', 'google']));
    second.push(await venueWith(['instagram', 'tiktok']));
  }
  sandbox.reset();
  for (const provider of ['instagram', 'google', 'tiktok'] as const) sandbox.setMode(provider, { slowMs: 60 });
  const [a, b] = await Promise.all([pull(first), pull(second)]);
  expect(a.venues.map((venue) => venue.venueId)).toEqual(first);
  expect(b.venues.map((venue) => venue.venueId)).toEqual(second);
  expect(a.venues.every((venue) => venue.platforms.map((p) => [p.provider, p.fresh]).sort().join() === 'google,true,instagram,true')).toBe(true);
  expect(b.venues.every((venue) => venue.platforms.map((p) => [p.provider, p.fresh]).sort().join() === 'instagram,true,tiktok,true')).toBe(true);
  expect(sandbox.peakInFlight('instagram')).toBe(BOUND);
  expect(sandbox.peakInFlight('google')).toBe(BOUND);
  expect(sandbox.peakInFlight('tiktok')).toBe(BOUND);
});

it('a platform down answers its last snapshot (fresh false) and the others their fresh figures', async () => {
  const venueIds = [await venueWith(['facebook', 'linkedin']), await venueWith(['facebook'])];
  sandbox.reset();
  const before = await pull(venueIds);
  sandbox.setMode('facebook', { down: true });
  const after = await pull(venueIds);
  const facebookBefore = before.venues.map((venue) => venue.platforms.find((p) => p.provider === 'facebook'));
  const facebookAfter = after.venues.map((venue) => venue.platforms.find((p) => p.provider === 'facebook'));
  expect(facebookAfter.map((p) => [p?.followers, p?.fresh])).toEqual(facebookBefore.map((p) => [p?.followers, false]));
  expect(after.venues[0]?.platforms.find((p) => p.provider === 'linkedin')?.fresh).toBe(true);
});
