import type { MikroORM } from '@mikro-orm/postgresql';

/** Readiness probe: one trivial query through the pool. */
export async function probePostgres(orm: MikroORM): Promise<void> {
  await orm.em.getConnection().execute('select 1');
}
