// `node infra/bench/score-pull.bench.mjs` (after `npm run build`): the metrics pull phase of the daily
// score run. The connections service as it runs (its module, NATS handlers; a throwaway database
// `lieux_test_<hex>` and NATS namespace, dropped at the end) in front of the platforms' sandbox
// (services/connections/src/sandbox, in this process), with BENCH_VENUES (1,000) venues each connected
// to a deterministic mix of the five platforms (1 to 5; every connection made through the sandbox's
// consent page and code exchange, its tokens sealed, as a merchant makes it). Then `connections.metrics.pull`
// timed as the scoring worker calls it: over NATS, batches of ≤ 100 venues (METRICS_PULL_CHUNK), two
// batches at a time (SCORE_WORKER_CONCURRENCY), once per METRICS_PULL_CONCURRENCY in BENCH_BOUNDS
// ("1,12": 1 is the old path, each platform's connections one after another). BENCH_PLATFORM_MS gives
// every sandbox API call that latency (0: the sandbox's own speed; a real platform answers in a few
// hundred ms). Each run reports the sandbox calls per platform and the most it answered at once.
// Nothing here asserts on time; the numbers go to docs/performance.md ("Score pull phase").
//   BENCH_VENUES (1000), BENCH_BOUNDS (1,12), BENCH_PLATFORM_MS (0), BENCH_CHUNK (100), BENCH_CONCURRENCY (2)
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { connect } from '@nats-io/transport-node';
import { RPC } from '@lieux/contracts';
import { ServiceClient } from '@lieux/messaging';
import { createLogger } from '@lieux/platform';
import { startService } from '@lieux/service-kit';
import { createTestDatabase } from '../../libs/testing/dist/infra/test-database.fixture.js';
import { createNatsNamespace } from '../../libs/testing/dist/infra/nats-namespace.fixture.js';
import { serviceTestSettings } from '../../libs/testing/dist/infra/service-test-settings.util.js';
import { answerConsent } from '../../libs/testing/dist/e2e/e2e-client.js';
import { ConnectionsEnv } from '../../services/connections/dist/config/connections.env.js';
import { SandboxServer } from '../../services/connections/dist/sandbox/sandbox-server.js';
import { PlatformClients } from '../../services/connections/dist/platforms/infra/platform-clients.js';
import { ConnectionRepository } from '../../services/connections/dist/connections/infra/connection.repository.postgres.js';

const VENUES = Number(process.env.BENCH_VENUES ?? 1_000);
const BOUNDS = (process.env.BENCH_BOUNDS ?? '1,12').split(',').map(Number);
const PLATFORM_MS = Number(process.env.BENCH_PLATFORM_MS ?? 0);
const CHUNK = Number(process.env.BENCH_CHUNK ?? 100);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const PROVIDERS = ['instagram', 'tiktok', 'facebook', 'linkedin', 'google'];
const REDIRECT = 'http://127.0.0.1:1/api/connections/x/callback';
const OWNER = '00000000-0000-4000-8000-0000000be4c0';

function uuidOf(n) {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** Venue n's platforms: at least one, the same on every run (a venue's number picks them). */
function platformsOf(n) {
  const chosen = PROVIDERS.filter((_, index) => ((n * 7 + index * 3) % 5) < 3);
  return chosen.length > 0 ? chosen : ['instagram'];
}

/** Runs `work` over `items` with `lanes` at a time. */
async function inLanes(items, lanes, work) {
  let next = 0;
  await Promise.all(Array.from({ length: lanes }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

/** One connection as a merchant makes it: the consent page, the code exchange, the tokens sealed and stored. */
async function connectVenue(platforms, connections, venueId, provider) {
  const platform = platforms.get(provider);
  const verifier = platform.client.usesPkce ? randomBytes(32).toString('base64url') : null;
  const challenge = verifier ? createHash('sha256').update(verifier).digest('base64url') : null;
  const back = await answerConsent(platform.client.authorizeUrl({ state: 'bench', redirectUri: REDIRECT, codeChallenge: challenge }), { decision: 'approve', account: `lieu.${venueId.slice(-6)}.${provider}` });
  const linked = await platform.client.connect({ code: back.searchParams.get('code'), redirectUri: REDIRECT, codeVerifier: verifier });
  await connections.store({ venueId, ownerUserId: OWNER, provider, account: linked.account, tokens: linked.tokens, sandbox: true, notifyEmail: null, notifyLocale: 'fr' }, new Date());
}

/** The connections service as it runs, on the bench's database and namespace, with this bound. */
async function startConnections(base, bound) {
  const { connectionsModule } = await import('../../services/connections/dist/connections.module.js');
  const env = Object.assign(new ConnectionsEnv(), base, { METRICS_PULL_CONCURRENCY: bound });
  const logger = createLogger('connections', process.env.CONNECTIONS_BENCH_LOG_LEVEL ?? 'silent');
  return startService({ name: 'connections', module: connectionsModule(env, logger), env, logger });
}

async function main() {
  const sandbox = new SandboxServer();
  const sandboxUrl = await sandbox.listen();
  const database = await createTestDatabase();
  const namespace = await createNatsNamespace();
  // Handlers read the subject prefix as their module is imported.
  process.env.NATS_SUBJECT_PREFIX = namespace.subjectPrefix;
  const base = { ...serviceTestSettings(database, namespace), CONNECTIONS_SANDBOX_URL: sandboxUrl, SEED_DEMO_DATA: 'false', PLATFORM_TIMEOUT_MS: 30_000 };
  const nc = await connect({ servers: namespace.url });
  const client = new ServiceClient(nc, 600_000, namespace.subjectPrefix);
  try {
    const venueIds = Array.from({ length: VENUES }, (_, index) => uuidOf(index + 1));
    const pairs = venueIds.flatMap((venueId, index) => platformsOf(index).map((provider) => [venueId, provider]));
    let t = performance.now();
    const seeder = await startConnections(base, 1);
    await inLanes(pairs, 16, ([venueId, provider]) => connectVenue(seeder.get(PlatformClients), seeder.get(ConnectionRepository), venueId, provider));
    await seeder.close();
    const perProvider = Object.fromEntries(PROVIDERS.map((provider) => [provider, pairs.filter(([, p]) => p === provider).length]));
    console.log(JSON.stringify({ seeded: { venues: VENUES, connections: pairs.length, perProvider, seconds: Number(((performance.now() - t) / 1000).toFixed(1)) } }));

    for (const bound of BOUNDS) {
      // A fresh service per bound: the limit is made as the service starts.
      const service = await startConnections(base, bound);
      sandbox.reset();
      if (PLATFORM_MS > 0) for (const provider of PROVIDERS) sandbox.setMode(provider, { slowMs: PLATFORM_MS });
      const chunks = [];
      for (let start = 0; start < venueIds.length; start += CHUNK) chunks.push(venueIds.slice(start, start + CHUNK));
      const chunkTimes = [];
      let fresh = 0;
      let stale = 0;
      t = performance.now();
      await inLanes(chunks, CONCURRENCY, async (chunk) => {
        const started = performance.now();
        const reply = await client.request(RPC.connectionsMetricsPull, { venueIds: chunk }, { actor: undefined });
        chunkTimes.push(performance.now() - started);
        for (const venue of reply.venues) for (const platform of venue.platforms) (platform.fresh ? (fresh += 1) : (stale += 1));
      });
      const seconds = (performance.now() - t) / 1000;
      await service.close();
      chunkTimes.sort((a, b) => a - b);
      const calls = Object.fromEntries(PROVIDERS.map((provider) => [provider, { calls: sandbox.callsTo(provider), perConnection: Number((sandbox.callsTo(provider) / perProvider[provider]).toFixed(2)), peakInFlight: sandbox.peakInFlight(provider) }]));
      console.log(
        JSON.stringify({
          metricsPullConcurrency: bound,
          platformMs: PLATFORM_MS,
          venues: VENUES,
          requests: chunks.length,
          totalSeconds: Number(seconds.toFixed(2)),
          connectionsPerSecond: Math.round(pairs.length / seconds),
          requestMsP50: Math.round(chunkTimes[Math.floor(chunkTimes.length / 2)]),
          requestMsMax: Math.round(chunkTimes[chunkTimes.length - 1]),
          fresh,
          stale,
          calls,
        }),
      );
    }
  } finally {
    delete process.env.NATS_SUBJECT_PREFIX;
    await nc.close();
    await namespace.cleanup();
    await database.drop();
    await sandbox.close();
  }
}

await main();
