import { jest } from '@jest/globals';
import { RequestContext, type MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, type TestDatabase } from '@lieux/testing';
import { openServiceDatabase } from '../orm/open-service-database.js';
import { ormRequestScope } from './orm-request.scope.js';

jest.setTimeout(30_000);

describe('ormRequestScope', () => {
  let database: TestDatabase;
  let orm: MikroORM;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openServiceDatabase({ schema: 'scoped', databaseUrl: database.url, entities: [], migrations: [], log: () => undefined });
  });

  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  it('gives each request its own entity manager, across awaits, and none outside', async () => {
    const scope = ormRequestScope(orm);
    const inside = () =>
      scope(async () => {
        const before = RequestContext.getEntityManager();
        await orm.em.getConnection().execute('select 1');
        expect(RequestContext.getEntityManager()).toBe(before);
        return before;
      });
    const [first, second] = await Promise.all([inside(), inside()]);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(first).not.toBe(second);
    expect(first).not.toBe(orm.em);
    expect(RequestContext.getEntityManager()).toBeUndefined();
  });
});
