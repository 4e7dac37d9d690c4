import { Migration } from '@mikro-orm/migrations';

export class ScoreRunsMigration extends Migration {
  override up(): void {
    this.addSql(`create table score_runs (
      id uuid primary key,
      kind text not null check (kind in ('daily', 'venue')),
      job_id text not null,
      venue_id uuid null,
      status text not null check (status in ('running', 'succeeded', 'failed')),
      venues_computed integer not null default 0,
      error text null,
      started_at timestamptz not null,
      finished_at timestamptz null
    )`);
    this.addSql('create index score_runs_started_at_idx on score_runs (started_at desc)');
  }

  override down(): void {
    this.addSql('drop table score_runs');
  }
}
