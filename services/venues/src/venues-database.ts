import type { MikroORM } from '@mikro-orm/postgresql';
import { openServiceDatabase } from '@lieux/persistence';
import { messagingEntities, messagingMigrations } from '@lieux/service-kit';
import { CategoryEntity } from './categories/infra/category.entity.js';
import { venuesMigrations } from './migrations/index.js';

/** The venues schema, migrated, outside the service (the seed command, integration tests). */
export function openVenuesDatabase(databaseUrl: string): Promise<MikroORM> {
  return openServiceDatabase({
    schema: 'venues',
    databaseUrl,
    entities: [...messagingEntities, CategoryEntity],
    migrations: [...messagingMigrations, ...venuesMigrations],
    log: () => undefined,
  });
}
