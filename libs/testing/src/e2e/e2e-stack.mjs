// The whole platform for the end-to-end tests: the built processes, on a database, NATS subjects,
// JetStream stream and Redis prefix of their own, so an e2e run never touches a running product's
// data. Plain JavaScript: Jest loads global setup outside its module mapping.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
// infra/ holds scripts, not an Nx project: the e2e stack is the very runner `npm start` uses.
// Restarts stay off (the default): the tests stop processes on purpose through the control server.
import { createStack, instancesOf, PROCESSES, ROOT } from '../../../../infra/scripts/lib/stack.mjs';
import { dropDatabase, ensureDatabase } from '../../../../infra/scripts/lib/infra.mjs';
import { urlFromEnv, withDatabase } from '@lieux/platform';
import { startTestOidcProvider } from './test-oidc-provider.mjs';
import { startOtlpReceiver } from './otlp-receiver.mjs';
import { TestTileServer } from './test-tile-server.mjs';
// Social connections (issue 12): the built sandbox of the five platforms, in this process.
import { SandboxServer } from '../../../../services/connections/dist/sandbox/sandbox-server.js';

/** Gateway on 3900, services' health on 4001…: beside a product started with `npm start`. E2E_PORT_OFFSET moves them (parallel checkouts). */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 900);
/** The ports of a stack moved by `offset`, beside the platform's own. */
function portsOf(offset) {
  return {
    /** Where the tests' SMTP server listens: 1025 (npm start's MailDev) moved by the same offset. */
    smtp: 1025 + offset,
    /** Where the tests' OpenID provider listens (the gateway's OIDC_ISSUER): 1090 moved by the same offset. */
    oidc: 1090 + offset,
    /** The e2e gateway's port (the stack's manifest puts it on 3000), for PUBLIC_URL and the OpenID redirect URI. */
    gateway: 3000 + offset,
    /** Where the social platforms' sandbox listens (CONNECTIONS_SANDBOX_URL): 1095 moved by the same offset. */
    socialSandbox: 1095 + offset,
    /** The map's tile server (MAP_TILE_URL): 1096 moved by the same offset. */
    tiles: 1096 + offset,
  };
}
/** The Stripe webhook's signing secret in e2e runs (a test value: it signs nothing real). */
const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2eLieuxTestSecret';
/** The tile provider's credit in e2e runs: the map must show it. */
const E2E_TILE_ATTRIBUTION = '© Tuiles de test Lieux';
const E2E_SITE_EMAIL = 'bonjour@lieux.test';
const E2E_SITE_COMPANY = 'Lieux Essais SARL';
const E2E_SITE_TRADE_REGISTER = 'RC Casablanca 000001';
/** Whether nothing listens on `port` yet (a listener on any address makes 0.0.0.0 fail). */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createTcpServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '0.0.0.0', () => probe.close(() => resolve(true)));
  });
}

/**
 * A process left over from a killed run (a tier stopped by its timeout cannot tear its stack down) keeps
 * its port: a new stack's process would then fail to listen while the tests talk to the old one's code.
 * Refused up front, saying what to do.
 */
async function refuseTakenPorts(offset, replicas) {
  // Every instance's port, and the gateway's metrics port too (docs/metrics.md): taken, the gateway would stop at start-up.
  const instances = [...PROCESSES, ...instancesOf(PROCESSES, replicas).filter((instance) => instance.name !== instance.process)];
  for (const [definition, port] of instances.flatMap((d) => [[d, d.port + offset], ...(d.metricsPort ? [[d, d.metricsPort + offset]] : [])])) {
    if (!(await portIsFree(port))) {
      throw new Error(`port ${port} (${definition.name}) is already taken: another e2e stack or a product runs with E2E_PORT_OFFSET=${offset}. Stop it (a leftover of a killed run: \`ss -ltnp | grep ${port}\`) or choose another E2E_PORT_OFFSET.`);
    }
  }
}

/**
 * The global setup's stack by default. A test that needs a platform of its own (replicas, restarts:
 * ops/e2e/rolling-restart.e2e-spec.ts) gives a portOffset beside the global stack's, `replicas`
 * (stack.mjs) and env overrides; such a stack publishes nothing in process.env, the caller keeps it.
 */
export async function startE2eStack(options = {}) {
  const offset = options.portOffset ?? PORT_OFFSET;
  const publish = options.portOffset === undefined;
  const { smtp: E2E_SMTP_PORT, oidc: E2E_OIDC_PORT, gateway: E2E_GATEWAY_PORT, socialSandbox: E2E_SOCIAL_SANDBOX_PORT, tiles: E2E_TILES_PORT } = portsOf(offset);
  await refuseTakenPorts(offset, options.replicas);
  const id = randomBytes(4).toString('hex');
  const databaseUrl = withDatabase(urlFromEnv('DATABASE_URL'), `lieux_e2e_${id}`);
  const streamName = `EVENTS_E2E_${id.toUpperCase()}`;
  const redisPrefix = `lieux-e2e-${id}`;
  const logDir = path.join(ROOT, 'tmp', 'e2e-logs', id);
  await ensureDatabase(databaseUrl);
  // External sign-in is configured in every e2e run, against a real provider: /api/login always leads there.
  const publicUrl = `http://127.0.0.1:${E2E_GATEWAY_PORT}`;
  const oidc = await startTestOidcProvider({ port: E2E_OIDC_PORT, clientId: 'lieux-e2e', redirectUri: `${publicUrl}/api/login/callback` });
  const socialSandbox = new SandboxServer();
  const socialSandboxUrl = await socialSandbox.listen(E2E_SOCIAL_SANDBOX_PORT);
  // The map's streets (issue 27): a tile server of the run's; tests stop and start it (POST /stop/tiles).
  const tiles = new TestTileServer(E2E_TILES_PORT);
  await tiles.start();
  // Traces (issue 15): every process exports its spans to a receiver of the run's; E2E_TRACES=off runs untraced.
  const otlp = process.env.E2E_TRACES === 'off' ? undefined : await startOtlpReceiver();

  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    // Every request logged: the tests follow a request id into the services' logs.
    REQUEST_LOG_SAMPLE_RATE: process.env.E2E_REQUEST_LOG_SAMPLE_RATE ?? '1',
    DATABASE_URL: databaseUrl,
    NATS_SUBJECT_PREFIX: `e2e${id}.`,
    EVENT_STREAM: streamName,
    REDIS_PREFIX: redisPrefix,
    // Every test signs up from 127.0.0.1: the per-address limit is proved in gateway/src/auth/signup-quota.integration-spec.ts.
    SIGNUP_LIMIT_PER_IP_PER_HOUR: '100000',
    // Mail goes to a real SMTP server the tests start on this port when they read mail
    // (TestSmtpServer.start(E2E_SMTP_PORT)); until one listens, the auth service keeps and retries it.
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    MAIL_RELAY_INTERVAL_MS: '200',
    // The reset e2e test exhausts it, then clears its counter (E2E_REDIS_PREFIX) for the tests after it.
    PASSWORD_RESET_LIMIT_PER_IP_PER_HOUR: '20',
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    // Content (issue 9): the contact e2e test exhausts this limit, then clears its counter; the
    // status recorder checks every 2 s and fetches the web app from the stack's gateway.
    CONTACT_LIMIT_PER_IP_PER_HOUR: '8',
    // Votes (issue 8): the load tests vote from 127.0.0.1 in bulk; the limits are proved in gateway/src/votes/vote-quotas.integration-spec.ts.
    // The tests and the benchmark send far more writes from one address than a person would.
    WRITE_LIMIT_PER_IP_PER_MINUTE: '10000000',
    WRITE_LIMIT_PER_ACCOUNT_PER_MINUTE: '10000000',
    HEADERS_TIMEOUT_MS: '3000',
    VOTE_LIMIT_PER_USER_PER_MINUTE: '100000',
    VOTE_LIMIT_PER_IP_PER_MINUTE: '1000000',
    STATUS_CHECK_INTERVAL_MS: '2000',
    STATUS_WEB_URL: `http://127.0.0.1:${E2E_GATEWAY_PORT}`,
    // Merchant workspace (issue 10): the Stripe webhook is on (the tests sign with this secret); without
    // STRIPE_SECRET_KEY an upgrade is a request an admin grants.
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
    // Photos and verification (issue 11): the filesystem driver, a directory of this run's (removed at teardown).
    STORAGE_DIR: path.join(ROOT, 'tmp', 'e2e-storage', id),
    // A deleted account's venues (issue 30 §5): no grace period, the purge every half second, so the
    // account-deletion test sees them gone; the 30 days are proved with a moved clock in the venues' tests.
    ACCOUNT_VENUES_GRACE_DAYS: '0',
    VENUE_PURGE_INTERVAL_MS: '500',
    // Social connections (issue 12): every platform through the sandbox (tests switch its modes over HTTP).
    CONNECTIONS_SANDBOX_URL: socialSandboxUrl,
    PLATFORM_TIMEOUT_MS: '2000',
    // The map (issue 27): streets from the run's tile server, credited as its provider would be.
    MAP_TILE_URL: tiles.template,
    MAP_TILE_ATTRIBUTION: E2E_TILE_ATTRIBUTION,
    // The site's facts come from the gateway's configuration (issue 30): an address of the run's own, and
    // some legal facts given, the ICE not (the legal notice says so outside production).
    SITE_EMAIL: E2E_SITE_EMAIL,
    SITE_COMPANY: E2E_SITE_COMPANY,
    SITE_TRADE_REGISTER: E2E_SITE_TRADE_REGISTER,
    ...(otlp ? { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_BSP_SCHEDULE_DELAY: '500' } : {}),
    ...options.env,
  };
  const stack = createStack({ portOffset: offset, logDir, env, replicas: options.replicas });
  // env: what the benchmark gives a second gateway to join the same platform.
  const running = { stack, control: undefined, databaseUrl, streamName, redisPrefix, env, oidc, socialSandbox, tiles, otlp };
  try {
    await stack.startAll();
  } catch (error) {
    await stopE2eStack(running);
    throw error;
  }
  running.control = await startControlServer(stack, tiles);
  running.logDir = logDir;
  // What a test needs to reach this platform (`e2eSetting(name)` reads them from process.env).
  running.settings = {
    E2E_BASE_URL: `http://127.0.0.1:${stack.portOf('gateway')}`,
    E2E_CONTROL_URL: `http://127.0.0.1:${running.control.address().port}`,
    E2E_LOG_DIR: logDir,
    E2E_NATS_SUBJECT_PREFIX: env.NATS_SUBJECT_PREFIX,
    E2E_SMTP_PORT: String(E2E_SMTP_PORT),
    E2E_REDIS_PREFIX: redisPrefix,
    E2E_OIDC_ISSUER: oidc.issuer,
    // What the admin service stored (contact messages), read by the content tests.
    E2E_DATABASE_URL: databaseUrl,
    E2E_STRIPE_WEBHOOK_SECRET,
    E2E_STORAGE_DIR: env.STORAGE_DIR,
    E2E_SOCIAL_SANDBOX_URL: socialSandboxUrl,
    E2E_TILES_URL: tiles.url,
    E2E_TILE_ATTRIBUTION,
    E2E_SITE_EMAIL,
    E2E_SITE_COMPANY,
    E2E_SITE_TRADE_REGISTER,
    ...(otlp ? { E2E_OTLP_URL: otlp.url } : {}),
  };
  // The global stack: test files run in worker processes started after this and find it through these.
  if (publish) Object.assign(process.env, running.settings);
  return running;
}

/**
 * Points this test file's e2e settings at a platform of its own (for a test whose requests would leave
 * the shared stack in a state other files do not expect); answers how to point them back.
 */
export function useE2eStack(running) {
  const saved = Object.fromEntries(Object.keys(running.settings).map((name) => [name, process.env[name]]));
  Object.assign(process.env, running.settings);
  return () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

export async function stopE2eStack(running) {
  running.control?.close();
  await running.stack.stopAll();
  await running.oidc?.close();
  await running.socialSandbox?.close();
  await running.tiles?.stop();
  await running.otlp?.close();
  await dropDatabase(running.databaseUrl);
  await rm(running.env.STORAGE_DIR, { recursive: true, force: true });
  const nats = await connect({ servers: urlFromEnv('NATS_URL') });
  try {
    const jsm = await jetstreamManager(nats);
    await jsm.streams.delete(running.streamName).catch(() => false);
  } finally {
    await nats.close();
  }
  const redis = new Redis(urlFromEnv('REDIS_URL'));
  try {
    const keys = await redis.keys(`${running.redisPrefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/**
 * Tests cannot reach the stack object from their worker: this loopback-only endpoint lets them
 * stop and start one process (`POST /stop/venues`, `POST /start/venues`; `POST /kill/votes`: SIGKILL, a crash).
 */
function startControlServer(stack, tiles) {
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/tiles') {
      // The map's tile server: whether it runs, and how many tiles it has sent.
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ running: tiles.running, served: tiles.served }));
      return;
    }
    if (request.method === 'POST' && (request.url === '/stop/tiles' || request.url === '/start/tiles')) {
      // A dead tile server (its port refusing connections), then a live one again.
      (request.url === '/stop/tiles' ? tiles.stop() : tiles.start()).then(
        () => response.writeHead(204).end(),
        (error) => response.writeHead(500).end(error.message),
      );
      return;
    }
    if (request.method === 'GET' && request.url === '/processes') {
      // Each instance's process id (none: not running): a test sees that nothing crashed or restarted.
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Object.fromEntries(stack.instances().map((name) => [name, stack.pidOf(name) ?? null]))));
      return;
    }
    const match = /^\/(stop|start|kill)\/([a-z-]+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      response.writeHead(404).end();
      return;
    }
    const [, action, name] = match;
    const done = action === 'start' ? (stack.start(name), stack.waitReady(name)) : stack.stop(name, action === 'kill' ? 'SIGKILL' : 'SIGTERM');
    done.then(
      () => response.writeHead(204).end(),
      (error) => response.writeHead(500).end(error.message),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
