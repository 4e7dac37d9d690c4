import { Migration } from '@mikro-orm/migrations';

/**
 * The merchant workspace (issue 10):
 * - `venue_opening_hours`: a venue's opening periods (day of week, local opening and closing time; a
 *   period that closes at or before it opens ends the next day);
 * - `merchant_goals`: a merchant's own weekly target of votes (no row: the computed goal);
 * - an index for the owner's venues in creation order (the workspace's list and the plan count).
 */
export class MerchantWorkspaceMigration extends Migration {
  override up(): void {
    this.addSql(`create table venue_opening_hours (
      venue_id uuid not null references venues (id) on delete cascade,
      day text not null check (day in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')),
      opens time not null,
      closes time not null,
      primary key (venue_id, day, opens)
    )`);
    this.addSql(`create table merchant_goals (
      owner_user_id uuid primary key,
      weekly_votes_target integer not null check (weekly_votes_target between 1 and 100000),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('drop index venues_owner');
    this.addSql('create index venues_owner on venues (owner_user_id, created_at)');
  }

  override down(): void {
    this.addSql('drop index venues_owner');
    this.addSql('create index venues_owner on venues (owner_user_id)');
    this.addSql('drop table merchant_goals');
    this.addSql('drop table venue_opening_hours');
  }
}
