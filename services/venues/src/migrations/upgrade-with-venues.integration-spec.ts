import type { MikroORM } from '@mikro-orm/postgresql';
import { openServiceDatabase } from '@lieux/persistence';
import { messagingEntities, messagingMigrations } from '@lieux/service-kit';
import { createTestDatabase, type TestDatabase } from '@lieux/testing';
import { CategoryEntity } from '../categories/infra/category.entity.js';
import { openVenuesDatabase } from '../venues-database.js';
import { venuesMigrations } from './index.js';

// A deployment migrates a schema that holds venues, where a test database migrates an empty one: a
// migration that rewrites the table (stored columns) evaluates every index's expression on every
// row, the earth-distance ones included, and must find what they need on its path.

describe('the venues migrations on a schema that already holds venues', () => {
  let database: TestDatabase;
  let orm: MikroORM | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  const openWith = (count: number) =>
    openServiceDatabase({
      schema: 'venues',
      databaseUrl: database.url,
      entities: [...messagingEntities, CategoryEntity],
      migrations: [...messagingMigrations, ...venuesMigrations.slice(0, count)],
      log: () => undefined,
    });

  it('applies each migration after the first release on its own, as one deployment each, over venues with a position', async () => {
    // The schema as the first release left it (up to the search table), then venues in it.
    const firstRelease = venuesMigrations.findIndex((migration) => migration.name === 'Migration20261121000700_search_table') + 1;
    const earlier = await openWith(firstRelease);
    await earlier.em.getConnection().execute(
      `insert into venues.venues (slug, name, category_id, address, city, latitude, longitude, status)
        values ('cafe-hafa-tanger', 'Café Hafa', 'cafe', 'Rue Hafa', 'Tanger', 35.7886, -5.8126, 'approved'),
               ('riad-sans-position', 'Riad Sans Position', 'riad', 'Derb', 'Fès', null, null, 'pending')`,
    );
    await earlier.close(true);
    // One migration per run: a deployment applies only what is pending, so each must stand alone.
    const failed: string[] = [];
    for (let count = firstRelease + 1; count <= venuesMigrations.length; count++) {
      try {
        await (await openWith(count)).close(true);
      } catch (error) {
        failed.push(`${venuesMigrations[count - 1]?.name}: ${(error as Error).message}`);
        break;
      }
    }
    expect(failed).toEqual([]);

    orm = await openVenuesDatabase(database.url);
    const rows = await orm.em.getConnection().execute<Array<{ slug: string }>>(
      `select slug from venues.venues where status = 'approved' and public.earth_distance(public.ll_to_earth(latitude, longitude), public.ll_to_earth(35.78, -5.81)) < 2000`,
    );
    expect(rows.map((row) => row.slug)).toEqual(['cafe-hafa-tanger']);
  });
});
