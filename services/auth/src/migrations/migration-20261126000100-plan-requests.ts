import { Migration } from '@mikro-orm/migrations';

/**
 * Plans (issue 10):
 * - `plan_requests`: a merchant's request to switch to Pro where online payment is not configured,
 *   pending until an admin grants it (at most one pending per user);
 * - `stripe_events`: the ids of the Stripe events applied, so a redelivered or replayed event changes
 *   nothing twice.
 */
export class PlanRequestsMigration extends Migration {
  override up(): void {
    this.addSql(`create table plan_requests (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      plan text not null check (plan in ('free', 'pro')),
      status text not null default 'pending' check (status in ('pending', 'granted', 'cancelled')),
      requested_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by uuid
    )`);
    this.addSql(`create unique index plan_requests_one_pending on plan_requests (user_id) where status = 'pending'`);
    this.addSql(`create index plan_requests_pending on plan_requests (requested_at) where status = 'pending'`);
    this.addSql(`create table stripe_events (
      event_id text primary key,
      type text not null,
      user_id uuid,
      applied_at timestamptz not null default now()
    )`);
  }

  override down(): void {
    this.addSql('drop table stripe_events');
    this.addSql('drop table plan_requests');
  }
}
