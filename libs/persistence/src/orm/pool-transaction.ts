import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool, PoolClient } from 'pg';

/**
 * `work` in one transaction on one client of the ORM's own `pg` pool, rolled back when it throws:
 * for batched statements with `$n` parameters and PostgreSQL arrays (bulk seeds, the score batches),
 * which the ORM's unit of work would turn into one statement per row.
 */
export async function inPoolTransaction<T>(em: EntityManager, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const pool = (await em.getConnection().getNativeClient()) as Pool;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
