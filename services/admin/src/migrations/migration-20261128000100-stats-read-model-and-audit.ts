import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 14: the admin's statistics kept one row per entity (user, venue, connection, report, vote),
 * so a duplicate or a late, out-of-order event cannot skew a count and a rebuild lands on the same
 * numbers; which venues' scores are real scores; the append-only audit log.
 */
export class StatsReadModelAndAuditMigration extends Migration {
  override up(): void {
    // A row may be made by any of its entity's events (a deletion may arrive before the sign-up).
    this.addSql(`create table stats_users (
      user_id uuid primary key,
      registered_at timestamptz null,
      deleted_at timestamptz null
    )`);
    this.addSql(`create table stats_venues (
      venue_id uuid primary key,
      created_at timestamptz null,
      status text null check (status in ('pending', 'approved', 'rejected')),
      category_id text null,
      city text null,
      state_at timestamptz not null
    )`);
    this.addSql(`create table stats_connections (
      connection_id uuid primary key,
      created_at timestamptz null,
      removed_at timestamptz null
    )`);
    this.addSql(`create table stats_reports (
      report_id uuid primary key,
      opened_at timestamptz null,
      closed_at timestamptz null
    )`);
    // A vote (or its withdrawal) is one fact, keyed by who, where and when: a second copy adds nothing.
    this.addSql(`create table stats_votes (
      user_id uuid not null,
      venue_id uuid not null,
      cast_at timestamptz not null,
      value smallint not null check (value in (0, 1)),
      primary key (user_id, venue_id, cast_at)
    )`);
    this.addSql(`create index stats_votes_cast_at on stats_votes (cast_at) where value = 1`);
    this.addSql(`alter table venue_scores add column scored boolean not null default true`);

    this.addSql(`create table audit_log (
      entry_id uuid primary key,
      actor_user_id uuid not null,
      action text not null,
      target_type text not null,
      target_id text not null,
      target_label text null,
      before jsonb null,
      after jsonb null,
      reason text null,
      at timestamptz not null
    )`);
    this.addSql('create index audit_log_at on audit_log (at desc, entry_id desc)');
    this.addSql('create index audit_log_target on audit_log (target_type, target_id, at desc)');
    this.addSql('create index audit_log_actor on audit_log (actor_user_id, at desc)');
    // Append-only for everyone, the service included: no update, delete or truncate gets through.
    this.addSql(`create function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
      end
    $$`);
    this.addSql(`create trigger audit_log_no_update_or_delete before update or delete on audit_log
      for each row execute function audit_log_refuse_change()`);
    this.addSql(`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_refuse_change()`);
  }

  override down(): void {
    this.addSql('drop table audit_log');
    this.addSql('drop function audit_log_refuse_change()');
    this.addSql('alter table venue_scores drop column scored');
    this.addSql('drop table stats_votes');
    this.addSql('drop table stats_reports');
    this.addSql('drop table stats_connections');
    this.addSql('drop table stats_venues');
    this.addSql('drop table stats_users');
  }
}
