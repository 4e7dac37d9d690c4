import { Migration } from '@mikro-orm/migrations';

/** The platform statistics' read model: running totals, each Moroccan day's activity, each venue's latest score. */
export class StatisticsMigration extends Migration {
  override up(): void {
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
    this.addSql(`create table venue_scores (
      venue_id uuid primary key,
      score numeric(5, 2) not null check (score between 0 and 100),
      computed_at timestamptz not null
    )`);
  }

  override down(): void {
    this.addSql('drop table venue_scores');
    this.addSql('drop table daily_activity');
    this.addSql('drop table platform_counters');
  }
}
