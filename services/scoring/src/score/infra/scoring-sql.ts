import type { MikroORM } from '@mikro-orm/postgresql';
import type { Pool, PoolClient } from 'pg';
import { inPoolTransaction } from '@lieux/persistence';

/**
 * The scoring schema's batched statements run on the ORM's own `pg` pool: arrays travel as PostgreSQL
 * arrays (`any($1::uuid[])`) and rows as one JSON parameter (`jsonb_to_recordset($1)`), so a batch of
 * 500 venues is a handful of statements, not 500.
 */
export class ScoringSql {
  readonly schema: string;

  constructor(private readonly orm: MikroORM) {
    this.schema = String(orm.config.get('schema') ?? 'public');
  }

  async query<R extends object>(text: string, values: unknown[] = []): Promise<R[]> {
    const pool = (await this.orm.em.getConnection().getNativeClient()) as Pool;
    return (await pool.query<R>(text, values)).rows;
  }

  transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    return inPoolTransaction(this.orm.em, work);
  }
}

/** The ORM's pool hands timestamps over as text: a `Date` either way. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}
