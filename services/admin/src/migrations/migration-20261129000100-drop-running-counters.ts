import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 3's running counters, replaced by the entity-keyed read model (stats_*, migration 20261128000100):
 * no route read them any more, and a rebuild could not replay them.
 */
export class DropRunningCountersMigration extends Migration {
  override up(): void {
    this.addSql('drop table daily_activity');
    this.addSql('drop table platform_counters');
  }

  override down(): void {
    this.addSql(`create table platform_counters (
      name text primary key,
      value integer not null default 0 check (value >= 0)
    )`);
    this.addSql(`create table daily_activity (
      day date not null,
      kind text not null check (kind in ('users', 'venues', 'votes')),
      count integer not null default 0 check (count >= 0),
      primary key (day, kind)
    )`);
  }
}
