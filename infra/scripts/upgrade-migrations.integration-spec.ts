// docs/deployment.md, "Upgrades": a new version applies its migrations under the schema's advisory
// lock before its health port answers, so its readiness cannot turn green on an unmigrated schema,
// and a replica migrating at the same moment holds it back.
import { jest } from '@jest/globals';
import pg from 'pg';
import { createLogger } from '@lieux/platform';
import { startService } from '@lieux/service-kit';
import { createNatsNamespace, createTestDatabase, serviceTestSettings, type NatsNamespace, type TestDatabase } from '@lieux/testing';
import { VenuesEnv } from '../../services/venues/src/config/venues.env.js';
import { venuesMigrations } from '../../services/venues/src/migrations/index.js';

jest.setTimeout(60_000);

describe('a new version of a service starting while another replica migrates', () => {
  let database: TestDatabase;
  let namespace: NatsNamespace;
  let other: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    namespace = await createNatsNamespace();
    other = new pg.Client({ connectionString: database.url });
    await other.connect();
  });

  afterAll(async () => {
    await other?.end();
    delete process.env.NATS_SUBJECT_PREFIX;
    await namespace?.cleanup();
    await database?.drop();
  });

  /** Resolves once a session of the database waits for an advisory lock: the service is blocked on it. */
  async function waitingForTheLock(): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const { rows } = await other.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and wait_event = 'advisory'",
        [database.name],
      );
      if ((rows[0]?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no session waited for the migrations lock in 20 s');
  }

  it('waits for the lock, migrates, and only then answers ready', async () => {
    // Another replica is migrating the venues schema.
    await other.query("select pg_advisory_lock(hashtext('lieux:migrations:venues'))");

    process.env.NATS_SUBJECT_PREFIX = namespace.subjectPrefix;
    const { venuesModule } = await import('../../services/venues/src/venues.module.js');
    const env = Object.assign(new VenuesEnv(), serviceTestSettings(database, namespace));
    const logger = createLogger('venues', 'silent');
    let listening = false;
    const starting = startService({ name: 'venues', module: venuesModule(env, logger), env, logger }).then((app) => {
      listening = true;
      return app;
    });

    await waitingForTheLock();
    expect(listening).toBe(false);
    const { rows: schemas } = await other.query("select 1 from information_schema.schemata where schema_name = 'venues'");
    expect(schemas).toEqual([]);

    await other.query('select pg_advisory_unlock_all()');
    const app = await starting;
    try {
      const ready = await fetch(`${await app.getUrl()}/health/ready`);
      expect(ready.status).toBe(200);
      const { rows: applied } = await other.query<{ name: string }>('select name from venues.mikro_orm_migrations');
      const names = applied.map((row) => row.name);
      for (const migration of venuesMigrations) expect(names).toContain(migration.name);
    } finally {
      await app.close();
    }
  });
});
