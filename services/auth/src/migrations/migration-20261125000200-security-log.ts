import { Migration } from '@mikro-orm/migrations';

/** The security log of refused sign-ins: account tried, address, time, reason (never a password); pruned after a year. */
export class SecurityLogMigration extends Migration {
  override up(): void {
    this.addSql(`create table sign_in_failures (
      id uuid primary key,
      email text not null,
      user_id uuid null references users (id) on delete set null,
      ip text null,
      reason text not null,
      occurred_at timestamptz not null
    )`);
    this.addSql('create index sign_in_failures_occurred on sign_in_failures (occurred_at)');
    this.addSql('create index sign_in_failures_email on sign_in_failures (email, occurred_at)');
  }

  override down(): void {
    this.addSql('drop table sign_in_failures');
  }
}
