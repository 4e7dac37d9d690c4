// Dump and restore of the whole Lieux database with the machine's pg_dump and pg_restore, for
// `npm run backup` / `npm run restore` (docs/deployment.md, "Backups and restore"). The custom format
// (-Fc) is the one the Kubernetes CronJob (k8s/backup.yaml) writes: a dump from either restores here.
import { spawn, spawnSync } from 'node:child_process';
import { Transform } from 'node:stream';
import pg from 'pg';
import { withDatabase } from '@lieux/platform';
import { databaseName } from './infra.mjs';

/** The URL without its password, for messages. */
export function redactUrl(databaseUrl) {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) {
    throw new Error(`${command} cannot run (${result.error.message}): install the PostgreSQL client (e.g. apt install postgresql-client)`);
  }
  if (result.status !== 0) throw new Error(`${command} failed (exit ${result.status}):\n${result.stderr.trim()}`);
  return result.stdout;
}

/** Writes the database to `file` (custom format); returns the number of entries (tables, data, indexes…) it holds. */
export function backupDatabase(databaseUrl, file) {
  // Objects belong to whoever restores: the cluster's role need not be the local one.
  run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${databaseUrl}`]);
  return archiveEntries(file);
}

/** What pg_restore reads in the archive: a corrupt or truncated file fails here, not at restore time. */
export function archiveEntries(file) {
  return run('pg_restore', ['--list', file]).split('\n').filter((line) => line && !line.startsWith(';')).length;
}

/**
 * Restores `file` into the database of `databaseUrl`, created if missing. A database that already has
 * tables is refused unless `replace`, which drops and recreates it first (its connections closed).
 * One transaction: a failing restore leaves an empty database, never half of one.
 */
export async function restoreDatabase(databaseUrl, file, { replace = false } = {}) {
  archiveEntries(file);
  const name = databaseName(databaseUrl);
  const admin = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (exists && (await tableCount(databaseUrl)) > 0) {
      if (!replace) {
        throw new Error(`database "${name}" already has tables: stop the services and pass --replace to drop it and restore`);
      }
      await admin.query(`drop database "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
    } else if (!exists) {
      await admin.query(`create database "${name}"`);
    }
  } finally {
    await admin.end();
  }
  await replay(databaseUrl, file);
}

/**
 * pg_restore's SQL, played by psql in one transaction, stopping at the first error. pg_restore empties
 * the search_path, and the venues' index on ll_to_earth (earthdistance) then fails to build: the
 * extension's SQL function names its type `earth` without a schema ("type earth does not exist").
 * The one line that empties it is given the extensions' schema, public, instead; every name the dump
 * writes is schema-qualified, so nothing else resolves differently.
 */
async function replay(databaseUrl, file) {
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const psql = spawn('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${databaseUrl}`], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  restore.stdout.pipe(withSearchPath()).pipe(psql.stdin);
  const [restoreCode, restoreErrors] = await exited(restore, 'pg_restore');
  const [psqlCode, psqlErrors] = await exited(psql, 'psql');
  if (restoreCode !== 0) throw new Error(`pg_restore failed (exit ${restoreCode}):\n${restoreErrors}`);
  if (psqlCode !== 0) throw new Error(`pg_restore failed: psql stopped (exit ${psqlCode}):\n${psqlErrors}`);
}

const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";

/** Lines through, the empty search_path set to public (see replay). */
function withSearchPath() {
  let rest = '';
  const fix = (line) => (line === EMPTY_SEARCH_PATH ? "SELECT pg_catalog.set_config('search_path', 'public', false);" : line);
  return new Transform({
    transform(chunk, _encoding, done) {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      done(null, lines.map((line) => `${fix(line)}\n`).join(''));
    },
    flush(done) {
      done(null, fix(rest));
    },
  });
}

function exited(child, command) {
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', (error) => reject(new Error(`${command} cannot run (${error.message}): install the PostgreSQL client (e.g. apt install postgresql-client)`)));
    child.on('close', (code) => resolve([code, errors.trim()]));
  });
}

async function tableCount(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}
