// The proof of docs/deployment.md, "Backups and restore": a database the venues service migrated and
// seeded is dumped with `npm run backup`, dropped, brought back with `npm run restore`, and the
// service answers the same as before; every table of every schema holds the same rows.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { RPC } from '@lieux/contracts';
import { ServiceClient } from '@lieux/messaging';
import { createLogger, withDatabase } from '@lieux/platform';
import { startService } from '@lieux/service-kit';
import { createNatsNamespace, createTestDatabase, serviceTestSettings, type NatsNamespace, type TestDatabase } from '@lieux/testing';
import { VenuesEnv } from '../../services/venues/src/config/venues.env.js';
import { openVenuesDatabase } from '../../services/venues/src/venues-database.js';
import { inSeedTransaction } from '../../services/venues/src/venues/infra/venue-seed.sql.js';
import { insertSyntheticVenues } from '../../services/venues/src/venues/generator/synthetic-venues.js';

jest.setTimeout(120_000);

const SCRIPTS = fileURLToPath(new URL('.', import.meta.url));

describe('npm run backup, drop the database, npm run restore', () => {
  let database: TestDatabase;
  let namespace: NatsNamespace;
  let directory: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    namespace = await createNatsNamespace();
    directory = mkdtempSync(join(tmpdir(), 'lieux-backup-'));
  });

  afterAll(async () => {
    rmSync(directory, { recursive: true, force: true });
    await namespace?.cleanup();
    await database?.drop();
  });

  /** Runs infra/scripts/<script>.mjs as `npm run <script> -- …` does, on the test's database. */
  function script(name: 'backup' | 'restore', ...args: string[]) {
    const result = spawnSync(process.execPath, [join(SCRIPTS, `${name}.mjs`), ...args], {
      env: { ...process.env, DATABASE_URL: database.url },
      encoding: 'utf8',
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }

  /** What a visitor sees: the first page of the search, and the page of each of its first three places. */
  async function visitorAnswers(): Promise<unknown> {
    process.env.NATS_SUBJECT_PREFIX = namespace.subjectPrefix;
    const { venuesModule } = await import('../../services/venues/src/venues.module.js');
    const env = Object.assign(new VenuesEnv(), serviceTestSettings(database, namespace), { SEED_DEMO_DATA: 'true' as const });
    const logger = createLogger('venues', 'silent');
    const service = await startService({ name: 'venues', module: venuesModule(env, logger), env, logger });
    const nc = await connect({ servers: namespace.url });
    try {
      const client = new ServiceClient(nc, 5000, namespace.subjectPrefix);
      const page = await client.request(RPC.venuesSearch, { limit: 50 }, { actor: undefined });
      const places = await Promise.all(page.venues.slice(0, 3).map(({ slug }) => client.request(RPC.venuesShowPlace, { slug }, { actor: undefined })));
      return { page, places };
    } finally {
      await nc.close();
      await service.close();
      delete process.env.NATS_SUBJECT_PREFIX;
    }
  }

  /** Every table of every schema: its row count and its first rows (in a stable order), as text. */
  async function contents(): Promise<Record<string, { rows: number; first: string[] }>> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows: tables } = await client.query<{ schema: string; name: string }>(
        "select schemaname as schema, tablename as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2",
      );
      const result: Record<string, { rows: number; first: string[] }> = {};
      for (const { schema, name } of tables) {
        const table = `"${schema}"."${name}"`;
        const { rows: count } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
        const { rows: first } = await client.query<{ row: string }>(`select t::text as row from ${table} t order by t::text limit 3`);
        result[`${schema}.${name}`] = { rows: count[0]!.n, first: first.map((r) => r.row) };
      }
      return result;
    } finally {
      await client.end();
    }
  }

  async function databaseExists(): Promise<boolean> {
    const client = new pg.Client({ connectionString: withDatabase(database.url, 'postgres') });
    await client.connect();
    try {
      return ((await client.query('select 1 from pg_database where datname = $1', [database.name])).rowCount ?? 0) > 0;
    } finally {
      await client.end();
    }
  }

  it('brings back every row, and the venues service serves the same pages', async () => {
    // The product's own data: the service's migrations and demo venues, plus synthetic venues as `npm run seed` adds.
    const before = await visitorAnswers();
    const orm = await openVenuesDatabase(database.url);
    await inSeedTransaction(orm, (client, schema) => insertSyntheticVenues(client, schema, 40));
    await orm.close(true);
    const answersBefore = await visitorAnswers();
    const contentsBefore = await contents();
    expect(contentsBefore['venues.venues']?.rows).toBeGreaterThan(40);
    expect(answersBefore).not.toEqual(before);

    const file = join(directory, 'lieux.dump');
    const backup = script('backup', file);
    expect(backup).toEqual({ status: 0, output: expect.stringMatching(/\[backup\] .* → .*lieux\.dump: \d+ entries/) });

    const admin = new pg.Client({ connectionString: withDatabase(database.url, 'postgres') });
    await admin.connect();
    await admin.query(`drop database "${database.name}" with (force)`);
    await admin.end();
    expect(await databaseExists()).toBe(false);

    expect(script('restore', file)).toEqual({ status: 0, output: expect.stringContaining('restored') });
    expect(await contents()).toEqual(contentsBefore);
    expect(await visitorAnswers()).toEqual(answersBefore);
  });

  it('refuses to restore over a database that has tables, unless --replace, which restores the dump in its place', async () => {
    const file = join(directory, 'replace.dump');
    expect(script('backup', file).status).toBe(0);
    const dumped = await contents();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('delete from venues.venue_tags');
    await client.end();

    const refused = script('restore', file);
    expect(refused).toEqual({ status: 1, output: expect.stringContaining('--replace') });
    expect((await contents())['venues.venue_tags']?.rows).toBe(0);

    expect(script('restore', file, '--replace').status).toBe(0);
    expect(await contents()).toEqual(dumped);
  });

  it('refuses a file that is not a dump, and leaves the database as it is', async () => {
    const before = await contents();
    const restore = script('restore', join(SCRIPTS, 'backup.mjs'), '--replace');
    expect(restore.status).toBe(1);
    expect(restore.output).toMatch(/pg_restore failed/);
    expect(await contents()).toEqual(before);
  });
});
