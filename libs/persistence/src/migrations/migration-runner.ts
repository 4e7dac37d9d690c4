import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Applies the service's pending migrations. Several replicas may start together (Kubernetes rolls
 * pods in parallel), so the run holds a Postgres advisory lock keyed by the schema name on a
 * connection of its own: the first replica migrates, the others wait and then find nothing pending.
 */
export async function runMigrations(orm: MikroORM, databaseUrl: string, schema: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [`lieux:migrations:${schema}`]);
    await lock.query(`create schema if not exists ${quoteIdentifier(schema)}`);
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await lock.query('select pg_advisory_unlock_all()').catch(() => undefined);
    await lock.end();
  }
}

export function quoteIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
    throw new Error(`Invalid SQL identifier: ${name}`);
  }
  return `"${name}"`;
}
