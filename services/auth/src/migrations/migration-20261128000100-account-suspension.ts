import { Migration } from '@mikro-orm/migrations';

/**
 * Account suspension (issue 14, docs/admin.md): when and why an admin suspended the account (both null
 * while it is active). A suspended account cannot sign in; a password reset does not lift it.
 * `users_suspended`: the users tab's "suspended" filter.
 */
export class AccountSuspensionMigration extends Migration {
  override up(): void {
    this.addSql('alter table users add column suspended_at timestamptz, add column suspension_reason text');
    this.addSql('alter table users add constraint users_suspension_whole check ((suspended_at is null) = (suspension_reason is null))');
    this.addSql('create index users_suspended on users (suspended_at) where suspended_at is not null');
  }

  override down(): void {
    this.addSql('drop index users_suspended');
    this.addSql('alter table users drop constraint users_suspension_whole, drop column suspended_at, drop column suspension_reason');
  }
}
