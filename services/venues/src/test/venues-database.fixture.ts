import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '@lieux/testing';
import { openVenuesDatabase } from '../venues-database.js';

/**
 * The venues schema, migrated, on a fresh database for every test of a file: opened before them,
 * dropped after. `const orm = useVenuesDatabase();` then `orm().em.fork()` inside the tests.
 */
export function useVenuesDatabase(): () => MikroORM {
  let database: TestDatabase | undefined;
  let orm: MikroORM | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openVenuesDatabase(database.url);
  });

  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  return () => {
    if (!orm) throw new Error('the venues database is opened in beforeAll');
    return orm;
  };
}
