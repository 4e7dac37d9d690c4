import { MikroORM } from '@mikro-orm/postgresql';
import { jest } from '@jest/globals';
import { SEEDED_CATEGORY_IDS } from '@lieux/contracts';
import { messagingEntities, messagingMigrations } from '@lieux/service-kit';
import { openServiceDatabase } from '@lieux/persistence';
import { createTestDatabase, type TestDatabase } from '@lieux/testing';
import { venuesMigrations } from '../../migrations/index.js';
import { CategoryEntity } from './category.entity.js';
import { MikroOrmCategoryRepository } from './category.repository.mikro-orm.js';
import { ListCategoriesUseCase } from '../app/list-categories.usecase.js';

jest.setTimeout(30_000);

describe('categories, on a real PostgreSQL', () => {
  let database: TestDatabase;
  let orm: MikroORM;

  const open = () =>
    openServiceDatabase({
      schema: 'venues',
      databaseUrl: database.url,
      entities: [...messagingEntities, CategoryEntity],
      migrations: [...messagingMigrations, ...venuesMigrations],
      log: () => undefined,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await open();
  });

  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  it('lists the seeded categories in display order with French names', async () => {
    const categories = await new ListCategoriesUseCase(new MikroOrmCategoryRepository(orm.em.fork())).execute();
    expect(categories.map((category) => category.id)).toEqual(SEEDED_CATEGORY_IDS);
    expect(categories.find((category) => category.id === 'salon-de-the')?.name).toBe('Salon de thé');
    expect(categories.find((category) => category.id === 'galerie')?.name).toBe("Galerie d'art");
  });

  it('keeps its tables in the venues schema, the messaging tables included', async () => {
    const rows = await orm.em
      .getConnection()
      .execute<Array<{ table_name: string }>>(
        "select table_name from information_schema.tables where table_schema = 'venues' order by table_name",
      );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['categories', 'outbox', 'inbox', 'dead_letter', 'mikro_orm_migrations']),
    );
    const elsewhere = await orm.em
      .getConnection()
      .execute<Array<{ count: string }>>("select count(*) from information_schema.tables where table_name = 'categories' and table_schema <> 'venues'");
    expect(Number(elsewhere[0].count)).toBe(0);
  });

  it('starts again on a migrated schema without applying or seeding anything twice', async () => {
    const again = await open();
    try {
      const count = await again.em.fork().count(CategoryEntity, {});
      expect(count).toBe(12);
    } finally {
      await again.close(true);
    }
  });
});
