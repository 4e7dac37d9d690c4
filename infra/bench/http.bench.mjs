// `npm run bench`: load through the gateway, localhost only. Starts its own platform (the e2e stack:
// its own database, subjects and ports), a second gateway with its response cache off, and the two
// floors of DESIGN.md (floors.mjs); runs every scenario with autocannon and reports each one's
// throughput as a ratio of the NATS floor (b) measured in the same run, with p50/p99 and the CPU
// each process spent per request. Numbers go to docs/performance.md; nothing here asserts on time.
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (200), BENCH_ROUNDS (1: the median round is kept per scenario),
//   BENCH_ONLY (words of the scenarios to run beside the floors, `|` between them, e.g. "cache off" while profiling),
//   BENCH_VENUES (100000: synthetic venues seeded before the discovery scenarios; 0 keeps the demo venues only)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { RPC } from '@lieux/contracts';
import { urlFromEnv } from '@lieux/platform';
import { startE2eStack, stopE2eStack } from '../../libs/testing/src/e2e/e2e-stack.mjs';
import { createStack, PROCESSES } from '../scripts/lib/stack.mjs';
import pg from 'pg';
import { perRequest, snapshot } from './process-cpu.mjs';
import { figuresOf } from './autocannon-figures.mjs';
import { testSessionCookie } from './test-session.mjs';
import { searchQueries } from './search-queries.mjs';
import { mapViews } from './map-views.mjs';
import { eventsSettled, voteConvergence, voteScenarios } from './votes-scenario.mjs';
import { voteTrickleScenarios } from './vote-trickle.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const ONLY = process.env.BENCH_ONLY;
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 900);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const CATEGORIES = '/api/categories';
/** What a browser sends: the answers above 1 KB come back in brotli. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br' };
const VENUES = Number(process.env.BENCH_VENUES ?? 100_000);
const ROOT = path.resolve(HERE, '../..');

function assertLocal(url) {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) {
    throw new Error(`refusing to load ${hostname}: benchmarks only target this machine`);
  }
}

/** A floor process, resolved once it prints "ready". */
function startFloor(...args) {
  const child = spawn(process.execPath, [path.join(HERE, 'floors.mjs'), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`floor ${args[0]} exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
  });
}

/** GET with no header but Host, as autocannon asks (fetch would add `accept-language: *`, another cache key). */
function bareGet(url) {
  return new Promise((resolve, reject) => {
    http.get(url, (response) => response.resume().on('end', resolve)).on('error', reject);
  });
}

/** A cached scenario over many paths is measured warm: each path asked once first (the TTL outlasts the run). */
async function warm(scenario) {
  if (!scenario.warm) return;
  const paths = scenario.requests.map((request) => request.path);
  for (let index = 0; index < paths.length; index += 20) {
    await Promise.all(paths.slice(index, index + 20).map((requestPath) => bareGet(`${scenario.url}${requestPath}`)));
  }
}

async function runOnce(scenario) {
  await warm(scenario);
  // A scenario that leaves work behind its answers (votes: the counts, the statistics) starts when it is done.
  await scenario.settle?.();
  const before = snapshot(scenario.pids);
  // A scenario with its own load model (votes at random moments) measures itself.
  if (scenario.run) {
    const own = await scenario.run(DURATION_S);
    // Its rounds differ in their tails more than in their rates (the median is taken by rate): each is shown.
    console.log(`[bench] ${scenario.name}: p50 ${own.p50} ms, p99 ${own.p99} ms (${own.total} requests)`);
    return { ...own, cpu: perRequest(before, snapshot(scenario.pids), own.total) };
  }
  const result = await autocannon({
    url: scenario.url,
    // A list of paths (1,000 slugs, 1,000 searches): each connection goes round it.
    ...(scenario.requests ? { requests: scenario.requests } : {}),
    connections: scenario.connections ?? CONNECTIONS,
    // A paced scenario (votes: 100 people, not 100 clients in a loop) sends this many requests a second in all.
    ...(scenario.overallRate ? { overallRate: scenario.overallRate } : {}),
    // A signed-in scenario (the admin console) sends its session cookie.
    ...(scenario.headers ? { headers: scenario.headers } : {}),
    duration: DURATION_S,
    // A warm-up second so JIT and pools are not in the numbers.
    warmup: { connections: 20, duration: 1 },
  });
  const after = snapshot(scenario.pids);
  return { ...figuresOf(result), cpu: perRequest(before, after, result.requests.total) };
}

function median(runs) {
  return [...runs].sort((left, right) => left.rps - right.rps)[Math.floor(runs.length / 2)];
}

// Production-like logging: a sample of the requests, every slow or failed one (docs/performance.md).
process.env.E2E_REQUEST_LOG_SAMPLE_RATE ??= '0.01';
// Production's default: tracing off (the e2e stack traces by default, docs/tracing.md); BENCH with
// E2E_TRACES=on measures what tracing costs.
process.env.E2E_TRACES ??= 'off';
const running = await startE2eStack();
const baseUrl = process.env.E2E_BASE_URL;
const floors = [];
let uncached;
try {
  assertLocal(baseUrl);
  const gatewayDefinition = PROCESSES.find((definition) => definition.name === 'gateway');
  uncached = createStack({
    portOffset: PORT_OFFSET,
    // Its own ports: the public one and the metrics one (two gateways cannot share either).
    processes: [{ ...gatewayDefinition, name: 'gateway-uncached', port: gatewayDefinition.port + 50, metricsPort: gatewayDefinition.metricsPort + 50 }],
    env: { ...running.env, GATEWAY_CACHE: 'off' },
  });
  await uncached.startAll();
  const uncachedUrl = `http://127.0.0.1:${uncached.portOf('gateway-uncached')}`;

  const response = await fetch(`${baseUrl}${CATEGORIES}`);
  if (!response.ok) throw new Error(`${CATEGORIES} answered ${response.status}`);
  const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'lieux-bench-')), 'categories.json');
  writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));

  const natsUrl = urlFromEnv('NATS_URL');
  const floorSubject = `${running.env.NATS_SUBJECT_PREFIX}bench.floor.${RPC.categoriesList.subject}`;
  const floorA = 3060 + PORT_OFFSET;
  const floorB = 3061 + PORT_OFFSET;
  floors.push(await startFloor('fastify', String(floorA), bodyFile));
  floors.push(await startFloor('responder', natsUrl, floorSubject, bodyFile));
  floors.push(await startFloor('relay', String(floorB), natsUrl, floorSubject));
  const [fastifyFloor, responder, relay] = floors;

  // Discovery (issue 7): N synthetic venues beside the demo ones, in the stack's own database.
  if (VENUES > 0) {
    console.log(`[bench] seeding ${VENUES} venues…`);
    const seeded = spawnSync(process.execPath, [path.join(ROOT, 'services/venues/dist/seed.main.js'), '--venues', String(VENUES)], {
      env: { ...process.env, DATABASE_URL: running.databaseUrl },
      stdio: 'inherit',
    });
    if (seeded.status !== 0) throw new Error('seeding the venues failed');
  }
  const database = new pg.Client({ connectionString: running.databaseUrl });
  await database.connect();
  const slugs = (
    await database.query(`select slug from venues.venues where status = 'approved' order by hashtext(slug) limit 1000`)
  ).rows.map((row) => row.slug);
  await database.end();
  const places = slugs.map((slug) => ({ method: 'GET', path: `/api/places/${slug}` }));
  const searches = searchQueries(1000).map((query) => ({ method: 'GET', path: query.url }));
  const maps = mapViews(500).map((url) => ({ method: 'GET', path: url }));
  // Pages rendered on the server (issue 31 §2): the venue page as an anonymous reader gets it, over
  // 200 venues (the rendered pages kept fit in WEB_SSR_CACHE_MAX_ENTRIES).
  const venuePages = slugs.slice(0, 200).map((slug) => ({ method: 'GET', path: `/venue/${slug}` }));

  const gateway = running.stack.pidOf('gateway');
  const venues = running.stack.pidOf('venues');
  const all = [
    { name: '(a) bare Fastify, same bytes', url: `http://127.0.0.1:${floorA}/`, pids: { fastify: fastifyFloor.pid } },
    { name: '(b) Fastify → NATS → responder', url: `http://127.0.0.1:${floorB}/`, pids: { relay: relay.pid, responder: responder.pid } },
    { name: 'GET /api/health/live (gateway only)', url: `${baseUrl}/api/health/live`, pids: { gateway } },
    { name: `GET ${CATEGORIES} (cached)`, url: `${baseUrl}${CATEGORIES}`, pids: { gateway, venues } },
    {
      name: `GET ${CATEGORIES} (cache off: → NATS → venues → PostgreSQL)`,
      url: `${uncachedUrl}${CATEGORIES}`,
      pids: { gateway: uncached.pidOf('gateway-uncached'), venues },
    },
    { name: 'GET /api/feed/home (cached)', url: `${baseUrl}/api/feed/home`, pids: { gateway, venues } },
    { name: 'GET /api/feed/home (cache off)', url: `${uncachedUrl}/api/feed/home`, pids: { gateway: uncached.pidOf('gateway-uncached'), venues } },
    { name: `GET /api/places/{slug}, ${places.length} slugs (cached)`, url: baseUrl, requests: places, warm: true, pids: { gateway, venues } },
    // As a browser asks (issue 31 §1): the cached bodies compressed, once per body and encoding (docs/deployment.md).
    { name: 'GET /api/feed/home (cached, Accept-Encoding: br)', url: `${baseUrl}/api/feed/home`, headers: BROWSER_ENCODINGS, pids: { gateway, venues } },
    { name: `GET /api/places/{slug}, ${places.length} slugs (cached, Accept-Encoding: br)`, url: baseUrl, requests: places, warm: true, headers: BROWSER_ENCODINGS, pids: { gateway, venues } },
    {
      name: `GET /api/places/{slug}, ${places.length} slugs (cache off)`,
      url: uncachedUrl,
      requests: places,
      pids: { gateway: uncached.pidOf('gateway-uncached'), venues },
    },
    // The search path itself, on the cache-off gateway: the cached gateway keeps a search once it is
    // asked 3 times a minute (issue 31 §4), which every query of the mix is within the run.
    ...[50, 200].map((connections) => ({
      name: `GET /api/venues search mix, ${searches.length} queries, ${connections} connections (cache off)`,
      url: uncachedUrl,
      requests: searches,
      connections,
      pids: { gateway: uncached.pidOf('gateway-uncached'), venues },
    })),
    // The map (issue 27): clusters of the visible area, the views of map-views.mjs.
    { name: `GET /api/map/venues map mix, ${maps.length} views (cached)`, url: baseUrl, requests: maps, warm: true, pids: { gateway, venues } },
    {
      name: `GET /api/map/venues map mix, ${maps.length} views (cache off)`,
      url: uncachedUrl,
      requests: maps,
      pids: { gateway: uncached.pidOf('gateway-uncached'), venues },
    },
    // The venue page rendered on the server (HTML with its data): kept, and rendered at each request
    // by the gateway without cache (its JSON reads uncached too), at fewer connections (a render is ms).
    { name: `GET /venue/{slug} SSR, ${venuePages.length} slugs (cached)`, url: baseUrl, requests: venuePages, warm: true, pids: { gateway, venues } },
    {
      name: `GET /venue/{slug} SSR, ${venuePages.length} slugs (cache off, 20 connections)`,
      url: uncachedUrl,
      requests: venuePages,
      connections: 20,
      pids: { gateway: uncached.pidOf('gateway-uncached'), venues },
    },
  ];
  // Votes (issue 8): BENCH_ONLY=vote.
  const wantsVotes = !ONLY || ONLY.split('|').some((word) => 'vote'.includes(word));
  const voteVenues = await fetch(`${baseUrl}/api/feed/home?limit=50`).then((answer) => answer.json());
  if (wantsVotes) {
    all.push(...(await voteScenarios({ baseUrl, floorUrl: `http://127.0.0.1:${floorB}/`, floorPids: { relay: relay.pid, responder: responder.pid }, redisPrefix: running.redisPrefix, streamName: running.streamName, venueIds: voteVenues.slice(1).map((venue) => venue.id), pids: { gateway, votes: running.stack.pidOf('votes'), venues } })));
  }
  // Reads that survive votes (issue 31 §4): BENCH_ONLY=trickle.
  if (!ONLY || ONLY.split('|').some((word) => 'trickle'.includes(word))) {
    all.push(...(await voteTrickleScenarios({ baseUrl, databaseUrl: running.databaseUrl, redisPrefix: running.redisPrefix, pids: { gateway, votes: running.stack.pidOf('votes'), venues }, settle: () => eventsSettled(running.streamName) })));
  }
  // Admin console (issue 14): BENCH_ONLY=admin. The seeded test admin's session; the venues list over
  // every venue (BENCH_VENUES synthetic ones included), pending first, with its total.
  const wantsAdmin = !ONLY || ONLY.split('|').some((word) => 'admin'.includes(word));
  if (wantsAdmin) {
    const headers = { cookie: await testSessionCookie(baseUrl, 'admin') };
    const admin = running.stack.pidOf('admin');
    const auth = running.stack.pidOf('auth');
    all.push(
      { name: 'GET /api/admin/stats (admin; read model)', url: `${baseUrl}/api/admin/stats`, headers, connections: 100, pids: { gateway, admin } },
      { name: 'GET /api/admin/venues page 1 of 8, with total and owners (admin)', url: `${baseUrl}/api/admin/venues`, headers, connections: 100, pids: { gateway, venues, auth } },
      { name: 'GET /api/admin/venues?q=riad&status=pending (admin)', url: `${baseUrl}/api/admin/venues?q=riad&status=pending`, headers, connections: 100, pids: { gateway, venues, auth } },
    );
  }
  // BENCH_ONLY="feed|places|search": any of the words.
  const scenarios = all.filter((scenario, index) => index < 2 || !ONLY || ONLY.split('|').some((word) => scenario.name.includes(word)));
  console.log(`[bench] ${CONNECTIONS} connections (unless the scenario says), ${DURATION_S} s per scenario, ${ROUNDS} round(s), ${VENUES} synthetic venues`);
  const runs = new Map(scenarios.map((scenario) => [scenario.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const scenario of scenarios) runs.get(scenario.name).push(await runOnce(scenario));
  }
  const results = scenarios.map((scenario) => ({ scenario: scenario.name, ...median(runs.get(scenario.name)) }));
  const floorRps = results[1].rps;
  console.table(
    results.map((result) => ({
      scenario: result.scenario,
      'req/s': Math.round(result.rps),
      '× (b)': (result.rps / floorRps).toFixed(2),
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      'errors/non-2xx': `${result.errors}/${result.non2xx}`,
      'CPU µs/req': result.cpu,
    })),
  );
  if (wantsVotes) await voteConvergence({ baseUrl, redisPrefix: running.redisPrefix, venue: voteVenues[0] });
} finally {
  for (const floor of floors) floor.kill();
  await uncached?.stopAll();
  await stopE2eStack(running);
}
