import { MikroORM } from '@mikro-orm/postgresql';
import { runMigrations } from '../migrations/migration-runner.js';
import { serviceOrmConfig, type ServiceDatabaseOptions } from './service-orm.config.js';

/** Connects to Postgres, brings the service's schema up to date and returns the ORM. */
export async function openServiceDatabase(options: ServiceDatabaseOptions): Promise<MikroORM> {
  const orm = await MikroORM.init(serviceOrmConfig(options));
  try {
    await runMigrations(orm, options.databaseUrl, options.schema);
  } catch (error) {
    await orm.close(true);
    throw error;
  }
  return orm;
}
