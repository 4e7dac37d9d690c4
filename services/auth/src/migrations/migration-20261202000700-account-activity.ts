import { Migration } from '@mikro-orm/migrations';

/**
 * Inactive accounts (issue 30 §5, docs/legal.md "Retention"): when the account was last used — its
 * creation, then each sign-in — and when its owner was warned of its deletion (null until then, and
 * again after a sign-in). Accounts already there count from this migration: nobody's inactivity is
 * assumed from before it was measured.
 */
export class AccountActivityMigration extends Migration {
  override up(): void {
    this.addSql('alter table users add column last_active_at timestamptz not null default now(), add column inactivity_warned_at timestamptz');
    this.addSql('create index users_last_active on users (last_active_at)');
  }

  override down(): void {
    this.addSql('drop index users_last_active');
    this.addSql('alter table users drop column last_active_at, drop column inactivity_warned_at');
  }
}
