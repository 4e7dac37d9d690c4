import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A hot read as a named PostgreSQL prepared statement, run on the ORM's own `pg` pool: parsed and
 * planned once per connection, rows returned as plain objects, no query builder and no entity
 * hydration (docs/performance.md: the ORM's find costs more than the query on small reads). For
 * reads only: writes keep the ORM's unit of work. `sql` receives the service's schema.
 */
export class PreparedRead<Row extends object> {
  private text: string | undefined;

  constructor(
    private readonly name: string,
    private readonly sql: (schema: string) => string,
  ) {}

  async all(em: EntityManager, values: unknown[] = []): Promise<Row[]> {
    this.text ??= this.sql(String(em.config.get('schema') ?? 'public'));
    const pool = await em.getConnection().getNativeClient();
    const result = await pool.query<Row>({ name: this.name, text: this.text, values });
    return result.rows;
  }
}
