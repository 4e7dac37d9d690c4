// Makes sure PostgreSQL, Redis and NATS (with JetStream) answer, starting the local servers when
// they are installed but stopped, and says exactly what to do otherwise. The default URLs, the TCP
// probe and withDatabase are @lieux/platform's: import this module after the build (buildAll).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  hostAndPort,
  natsDependency,
  postgresDependency,
  redisDependency,
  tcpProbe,
  urlFromEnv,
  withDatabase,
} from '@lieux/platform';

function isLocal(host) {
  return ['127.0.0.1', 'localhost', '::1'].includes(host);
}

async function reachable({ host, port }) {
  return (await tcpProbe(host, port, 1000)) === undefined;
}

function has(binary) {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
}

const SERVERS = [
  {
    dependency: () => postgresDependency(urlFromEnv('DATABASE_URL')),
    // The Debian cluster listens where its own configuration says (5432 here).
    canStart: ({ port }) => port === 5432 && has('pg_ctlcluster') && existsSync('/etc/postgresql'),
    start: () => {
      const version = readdirSync('/etc/postgresql')[0];
      execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
    },
    manual: 'install and start PostgreSQL (apt-get install -y postgresql), or set DATABASE_URL',
  },
  {
    dependency: () => redisDependency(urlFromEnv('REDIS_URL')),
    canStart: () => has('redis-server'),
    start: ({ port }) =>
      execSync(
        `redis-server --daemonize yes --bind 127.0.0.1 -::1 --port ${port} --save "" --appendonly no --dir /tmp --logfile /tmp/lieux-redis.log`,
        { stdio: 'inherit' },
      ),
    manual: 'install and start Redis (apt-get install -y redis-server), or set REDIS_URL',
  },
  {
    dependency: () => natsDependency(urlFromEnv('NATS_URL')),
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
    const dependency = server.dependency();
    const { name } = dependency;
    const target = hostAndPort(dependency);
    if (await reachable(target)) continue;
    if (!isLocal(target.host) || !server.canStart(target)) {
      throw new Error(`${name} is not reachable at ${target.host}:${target.port}: ${server.manual}.`);
    }
    log(`[lieux] ${name} is not running: starting it…`);
    try {
      server.start(target);
    } catch {
      throw new Error(`${name} could not be started: ${server.manual}.`);
    }
    for (let i = 0; i < 40 && !(await reachable(target)); i += 1) await sleep(250);
    if (!(await reachable(target))) throw new Error(`${name} did not come up at ${target.host}:${target.port}: ${server.manual}.`);
  }
  await assertJetStream();
}

/** JetStream is what makes events durable: a NATS without `-js` is not enough. */
async function assertJetStream() {
  const { connect } = await import('@nats-io/transport-node');
  const natsUrl = urlFromEnv('NATS_URL');
  const nc = await connect({ servers: natsUrl, timeout: 3000 });
  try {
    const reply = await nc.request('$JS.API.INFO', '', { timeout: 2000 });
    const info = JSON.parse(new TextDecoder().decode(reply.data));
    if (info.error) throw new Error(info.error.description);
  } catch (error) {
    throw new Error(`NATS at ${natsUrl} has no JetStream (${error.message}): restart it with \`-js\`.`);
  } finally {
    await nc.close();
  }
}

export function databaseName(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Unexpected database name in DATABASE_URL: ${name}`);
  return name;
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl = urlFromEnv('DATABASE_URL')) {
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
