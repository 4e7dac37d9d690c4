import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { RPC, type ConnectionProvider, type PullMetricsReply } from '@lieux/contracts';
import { ServiceClient } from '@lieux/messaging';
import { startService } from '@lieux/service-kit';
import { startTestService, useTestService } from '@lieux/testing';
import { answerConsent } from '@lieux/testing/e2e';
import { ConnectionsEnv } from '../../config/connections.env.js';
import { PlatformClients } from '../../platforms/infra/platform-clients.js';
import { SandboxServer } from '../../sandbox/sandbox-server.js';
import { ConnectionRepository } from './connection.repository.postgres.js';

/**
 * `connections.metrics.pull` as the scoring worker asks it (NATS), the service on real Postgres and
 * NATS in front of the sandbox: every platform read at once up to METRICS_PULL_CONCURRENCY (3 here)
 * calls in flight, even for two pulls at once, and the reply the same as before (venues in the asked
 * order, each with its platforms' fresh figures; a platform down gives its last snapshot, `fresh` false).
 */
const BOUND = 3;
const REDIRECT = 'http://127.0.0.1:1/api/connections/x/callback';
const sandbox = new SandboxServer();
let sandboxUrl = '';
beforeAll(async () => {
  sandboxUrl = await sandbox.listen();
});
afterAll(() => sandbox.close());

const connections = useTestService(() =>
  startTestService({
    name: 'connections',
    env: new ConnectionsEnv(),
    settings: { CONNECTIONS_SANDBOX_URL: sandboxUrl, SEED_DEMO_DATA: 'false', METRICS_PULL_CONCURRENCY: BOUND },
    module: async () => (await import('../../connections.module.js')).connectionsModule,
    start: startService,
    client: (nc, subjectPrefix) => new ServiceClient(nc, 30_000, subjectPrefix),
  }),
);

/** Accounts named from a counter: the sandbox draws an account's figures (and so its pages of posts) from its name. */
let accountsMade = 0;

/** A venue connected to these platforms, each through the sandbox's consent page and code exchange. */
async function venueWith(providers: ConnectionProvider[]): Promise<string> {
  const venueId = randomUUID();
  const service = connections().service;
  for (const provider of providers) {
    const platform = service.get(PlatformClients).get(provider)!;
    const verifier = platform.client.usesPkce ? randomBytes(32).toString('base64url') : null;
    const challenge = verifier ? createHash('sha256').update(verifier).digest('base64url') : null;
    const back = await answerConsent(platform.client.authorizeUrl({ state: 's', redirectUri: REDIRECT, codeChallenge: challenge }), { decision: 'approve', account: `lieu.${(accountsMade += 1)}` });
    const linked = await platform.client.connect({ code: back.searchParams.get('code')!, redirectUri: REDIRECT, codeVerifier: verifier });
    await service.get(ConnectionRepository).store({ venueId, ownerUserId: randomUUID(), provider, ...linked, sandbox: true, notifyEmail: null, notifyLocale: 'fr' }, new Date());
  }
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
