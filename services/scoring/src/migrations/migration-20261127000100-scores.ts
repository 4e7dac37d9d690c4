import { Migration } from '@mikro-orm/migrations';

/**
 * The influence score (issue 13, docs/scoring.md "Storage"): every computation, the current score and
 * the daily history of each venue, the trust rule's memory, the flags, the connections that make a
 * venue scored, and the daily runs split into batches.
 */
export class ScoresMigration extends Migration {
  override up(): void {
    // A daily run: its venues split into batches, each done once (the worker resumes from here).
    this.addSql(`alter table score_runs
      add column venues_total integer not null default 0,
      add column batches_total integer not null default 0,
      add column batches_done integer not null default 0,
      add column batches_failed integer not null default 0`);
    this.addSql(`create unique index score_runs_daily_job_idx on score_runs (job_id) where kind = 'daily'`);
    this.addSql(`create table score_run_batches (
      run_id uuid not null references score_runs (id) on delete cascade,
      batch_no integer not null,
      venue_ids uuid[] not null,
      done_at timestamptz null,
      failed_at timestamptz null,
      primary key (run_id, batch_no)
    )`);

    this.addSql(`create table score_computations (
      id uuid primary key,
      venue_id uuid not null,
      run_id uuid not null,
      state text not null check (state in ('scored', 'not-scored')),
      score double precision not null check (score between 0 and 100),
      formula_version integer not null,
      platforms jsonb not null,
      computed_at timestamptz not null
    )`);
    this.addSql('create index score_computations_venue_idx on score_computations (venue_id, computed_at desc)');
    this.addSql('create index score_computations_computed_at_idx on score_computations (computed_at)');

    this.addSql(`create table venue_scores (
      venue_id uuid primary key,
      computation_id uuid not null,
      state text not null check (state in ('scored', 'not-scored')),
      score double precision not null,
      computed_at timestamptz not null
    )`);
    this.addSql('create index venue_scores_computed_at_idx on venue_scores (computed_at)');

    this.addSql(`create table score_history (
      venue_id uuid not null,
      day date not null,
      state text not null check (state in ('scored', 'not-scored')),
      score double precision not null,
      computation_id uuid not null,
      computed_at timestamptz not null,
      primary key (venue_id, day)
    )`);
    this.addSql('create index score_history_day_idx on score_history (day)');

    this.addSql(`create table platform_trust (
      venue_id uuid not null,
      provider text not null check (provider in ('instagram', 'tiktok', 'facebook', 'linkedin')),
      current_day date not null,
      current_followers bigint null,
      current_interactions bigint null,
      previous_day date null,
      previous_followers bigint null,
      previous_interactions bigint null,
      hold_base_followers bigint null,
      hold_since date null,
      primary key (venue_id, provider)
    )`);

    this.addSql(`create table score_flags (
      id uuid primary key,
      venue_id uuid not null,
      provider text not null check (provider in ('instagram', 'tiktok', 'facebook', 'linkedin', 'google')),
      kind text not null check (kind in ('growth-anomaly', 'engagement-anomaly')),
      detail text not null,
      flagged_at timestamptz not null,
      cleared_at timestamptz null
    )`);
    this.addSql('create unique index score_flags_open_idx on score_flags (venue_id, provider, kind) where cleared_at is null');
    this.addSql('create index score_flags_flagged_at_idx on score_flags (flagged_at desc)');

    this.addSql(`create table tracked_connections (
      connection_id uuid primary key,
      venue_id uuid not null,
      provider text not null,
      counts boolean not null,
      changed_at timestamptz not null
    )`);
    this.addSql('create index tracked_connections_venue_idx on tracked_connections (venue_id)');
  }

  override down(): void {
    for (const table of ['tracked_connections', 'score_flags', 'platform_trust', 'score_history', 'venue_scores', 'score_computations', 'score_run_batches']) {
      this.addSql(`drop table ${table}`);
    }
    this.addSql('drop index score_runs_daily_job_idx');
    this.addSql('alter table score_runs drop column venues_total, drop column batches_total, drop column batches_done, drop column batches_failed');
  }
}
