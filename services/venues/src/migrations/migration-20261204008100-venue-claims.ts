import { Migration } from '@mikro-orm/migrations';

/**
 * Claiming a listing (issue 32 §2, docs/merchant.md "Claiming a venue"): one row per claim, with the
 * account that proved it (`evidence`, as the platform answered) and the admin's decision. At most one
 * pending claim per claimant and venue (the partial unique index); the plan the claimant had when
 * asking is kept, since the admin's approval is the moment the plan's limit is applied.
 */
export class VenueClaimsMigration extends Migration {
  override up(): void {
    this.addSql(`create table venue_claims (
      id uuid primary key default gen_random_uuid(),
      venue_id uuid not null references venues (id) on delete cascade,
      claimant_user_id uuid not null,
      claimant_email text,
      claimant_plan text not null check (claimant_plan in ('free', 'pro')),
      method text not null check (method in ('account')),
      evidence jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'refused', 'reported')),
      reason text,
      created_at timestamptz not null default now(),
      decided_at timestamptz,
      decided_by uuid
    )`);
    this.addSql(`create unique index venue_claims_one_pending on venue_claims (venue_id, claimant_user_id) where status = 'pending'`);
    this.addSql(`create index venue_claims_pending on venue_claims (created_at) where status = 'pending'`);
    this.addSql('create index venue_claims_claimant on venue_claims (claimant_user_id, created_at desc)');
  }

  override down(): void {
    this.addSql('drop table venue_claims');
  }
}
