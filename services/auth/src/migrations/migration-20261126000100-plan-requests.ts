import { Migration } from '@mikro-orm/migrations';

/**
 * Plans (issue 10):
 * - `plan_requests`: a merchant's request to switch to Pro where online payment is not configured,
 *   pending until an admin grants it (at most one pending per user);
 * - `stripe_events`: the ids of the Stripe events applied, so a redelivered or replayed event changes
 *   nothing twice;
 * - a trigger that closes a user's pending request (granted) whenever they become Pro, whatever the
 *   path (an admin's direct plan change, Stripe, a granted request), so no stale request waits.
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
    this.addSql(`create function close_plan_requests_on_pro() returns trigger language plpgsql set search_path from current as $$
      begin
        update plan_requests set status = 'granted', decided_at = now() where user_id = new.id and status = 'pending' and plan = new.subscription;
        return null;
      end $$`);
    this.addSql(`create trigger users_close_plan_requests after update of subscription on users
      for each row when (new.subscription is distinct from old.subscription) execute function close_plan_requests_on_pro()`);
  }

  override down(): void {
    this.addSql('drop trigger users_close_plan_requests on users');
    this.addSql('drop function close_plan_requests_on_pro()');
    this.addSql('drop table stripe_events');
    this.addSql('drop table plan_requests');
  }
}
