// `npm run bench`: load through the gateway, localhost only. Starts its own platform (the e2e stack:
// its own database, subjects and ports) unless BENCH_URL points at a running gateway, runs each
// scenario with autocannon, prints latency percentiles and throughput. Numbers go to
// docs/performance.md; nothing here asserts on time.
import autocannon from 'autocannon';
import { startE2eStack, stopE2eStack } from '../../libs/testing/src/e2e/e2e-stack.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);

const SCENARIOS = [
  { name: 'GET /api/health/live (gateway only, baseline)', path: '/api/health/live' },
  { name: 'GET /api/categories (gateway → NATS → venues → PostgreSQL)', path: '/api/categories' },
];

function assertLocal(url) {
  const { hostname } = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname)) {
    throw new Error(`refusing to load ${hostname}: benchmarks only target this machine`);
  }
}

async function runScenario(baseUrl, scenario) {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // A warm-up second so JIT and pools are not in the numbers.
    warmup: { connections: 20, duration: 1 },
  });
  return {
    scenario: scenario.name,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p97.5 ms': result.latency.p97_5,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors + result.timeouts,
    'non-2xx': result.non2xx,
  };
}

const running = process.env.BENCH_URL ? undefined : await startE2eStack();
const baseUrl = process.env.BENCH_URL ?? process.env.E2E_BASE_URL;
try {
  assertLocal(baseUrl);
  console.log(`[bench] ${baseUrl}, ${CONNECTIONS} connections, ${DURATION_S} s per scenario`);
  const rows = [];
  for (const scenario of SCENARIOS) rows.push(await runScenario(baseUrl, scenario));
  console.table(rows);
} finally {
  if (running) await stopE2eStack(running);
}
