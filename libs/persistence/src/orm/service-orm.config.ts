import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import type { MigrationObject } from '@mikro-orm/core';

export interface ServiceDatabaseOptions {
  /** The Postgres schema this service owns (`auth`, `venues`…); nothing else writes there. */
  schema: string;
  databaseUrl: string;
  entities: NonNullable<Options['entities']>;
  /** Ordered, explicit list: no file globbing, so the compiled app and the tests run the same list. */
  migrations: MigrationObject[];
  poolMax?: number;
  /** Where MikroORM's own messages (migrations applied…) go; the service passes its JSON logger. */
  log?: (message: string) => void;
}

/**
 * The MikroORM configuration every service shares: one schema per service (rule 1 of DESIGN.md),
 * legacy decorators with reflect-metadata, migrations listed in code and tracked inside the schema.
 */
export function serviceOrmConfig(options: ServiceDatabaseOptions): Options {
  return defineConfig({
    clientUrl: options.databaseUrl,
    schema: options.schema,
    entities: options.entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
    colors: false,
    ...(options.log ? { logger: options.log } : {}),
    pool: { min: 0, max: options.poolMax ?? 10 },
    migrations: {
      migrationsList: options.migrations,
      schema: options.schema,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
  });
}
