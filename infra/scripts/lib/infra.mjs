// Makes sure PostgreSQL, Redis and NATS (with JetStream) answer, starting the local servers when
// they are installed but stopped, and says exactly what to do otherwise.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lieux',
  REDIS_URL: 'redis://127.0.0.1:6379',
  NATS_URL: 'nats://127.0.0.1:4222',
};

export function env(name) {
  return process.env[name] || DEFAULTS[name];
}

function hostPort(url, defaultPort) {
  const parsed = new URL(url);
  return { host: parsed.hostname || '127.0.0.1', port: Number(parsed.port) || defaultPort };
}

function isLocal(host) {
  return ['127.0.0.1', 'localhost', '::1'].includes(host);
}

export function reachable({ host, port }, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function has(binary) {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
}

const SERVERS = [
  {
    name: 'PostgreSQL',
    url: () => env('DATABASE_URL'),
    port: 5432,
    // The Debian cluster listens where its own configuration says (5432 here).
    canStart: ({ port }) => port === 5432 && has('pg_ctlcluster') && existsSync('/etc/postgresql'),
    start: () => {
      const version = readdirSync('/etc/postgresql')[0];
      execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
    },
    manual: 'install and start PostgreSQL (apt-get install -y postgresql), or set DATABASE_URL',
  },
  {
    name: 'Redis',
    url: () => env('REDIS_URL'),
    port: 6379,
    canStart: () => has('redis-server'),
    start: ({ port }) =>
      execSync(
        `redis-server --daemonize yes --bind 127.0.0.1 -::1 --port ${port} --save "" --appendonly no --dir /tmp --logfile /tmp/lieux-redis.log`,
        { stdio: 'inherit' },
      ),
    manual: 'install and start Redis (apt-get install -y redis-server), or set REDIS_URL',
  },
  {
    name: 'NATS',
    url: () => env('NATS_URL'),
    port: 4222,
    canStart: () => has('nats-server'),
    start: ({ port }) => {
      const storeDir = existsSync('/var/lib/nats-server') ? '/var/lib/nats-server' : '/tmp/lieux-nats';
      execSync(
        `start-stop-daemon --start --oknodo --background --exec "$(command -v nats-server)" -- -a 127.0.0.1 -p ${port} -js -sd ${storeDir} -l /tmp/lieux-nats.log`,
        { stdio: 'inherit' },
      );
    },
    manual: 'install and start NATS with JetStream (apt-get install -y nats-server; nats-server -js), or set NATS_URL',
  },
];

export async function ensureInfrastructure(log = console.log) {
  for (const server of SERVERS) {
    const target = hostPort(server.url(), server.port);
    if (await reachable(target)) continue;
    if (!isLocal(target.host) || !server.canStart(target)) {
      throw new Error(`${server.name} is not reachable at ${target.host}:${target.port}: ${server.manual}.`);
    }
    log(`[lieux] ${server.name} is not running: starting it…`);
    try {
      server.start(target);
    } catch {
      throw new Error(`${server.name} could not be started: ${server.manual}.`);
    }
    for (let i = 0; i < 40 && !(await reachable(target)); i += 1) await sleep(250);
    if (!(await reachable(target))) throw new Error(`${server.name} did not come up at ${target.host}:${target.port}: ${server.manual}.`);
  }
  await assertJetStream();
}

/** JetStream is what makes events durable: a NATS without `-js` is not enough. */
async function assertJetStream() {
  const { connect } = await import('@nats-io/transport-node');
  const nc = await connect({ servers: env('NATS_URL'), timeout: 3000 });
  try {
    const reply = await nc.request('$JS.API.INFO', '', { timeout: 2000 });
    const info = JSON.parse(new TextDecoder().decode(reply.data));
    if (info.error) throw new Error(info.error.description);
  } catch (error) {
    throw new Error(`NATS at ${env('NATS_URL')} has no JetStream (${error.message}): restart it with \`-js\`.`);
  } finally {
    await nc.close();
  }
}

/** The same server and credentials, another database. */
export function withDatabase(databaseUrl, name) {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function databaseName(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Unexpected database name in DATABASE_URL: ${name}`);
  return name;
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl = env('DATABASE_URL')) {
  const name = databaseName(databaseUrl);
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(databaseUrl) {
  const name = databaseName(databaseUrl);
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
