import { jest } from '@jest/globals';
import { Migration } from '@mikro-orm/migrations';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@lieux/testing';
import { openServiceDatabase } from '../orm/open-service-database.js';

jest.setTimeout(30_000);

/** Slow on purpose, so replicas starting together would overlap without the lock. */
class SlowTableMigration extends Migration {
  override async up(): Promise<void> {
    this.addSql('select pg_sleep(0.3)');
    this.addSql('create table things (id integer primary key)');
    this.addSql('insert into things (id) values (1)');
  }
}

const migrations = [{ name: 'Migration20260101000000_things', class: SlowTableMigration }];

describe('migrations at start-up', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('lets several replicas start together: one migrates, the others find it done', async () => {
    const open = () =>
      openServiceDatabase({ schema: 'replicas', databaseUrl: database.url, entities: [], migrations, log: () => undefined });
    const orms = await Promise.all([open(), open(), open()]);
    await Promise.all(orms.map((orm) => orm.close(true)));

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const things = await client.query('select count(*)::int as n from replicas.things');
      const applied = await client.query('select count(*)::int as n from replicas.mikro_orm_migrations');
      expect(things.rows[0].n).toBe(1);
      expect(applied.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });
});
