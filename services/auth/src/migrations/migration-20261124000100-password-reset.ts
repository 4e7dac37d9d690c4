import { Migration } from '@mikro-orm/migrations';

/** Password reset: tokens (SHA-256 only, one hour, single use) and the mails waiting for the SMTP server. */
export class PasswordResetMigration extends Migration {
  override up(): void {
    this.addSql(`create table password_reset_tokens (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      token_hash text not null,
      expires_at timestamptz not null,
      used_at timestamptz null,
      created_at timestamptz not null
    )`);
    this.addSql('create unique index password_reset_tokens_hash_unique on password_reset_tokens (token_hash)');
    this.addSql('create index password_reset_tokens_user on password_reset_tokens (user_id) where used_at is null');
    this.addSql(`create table pending_mails (
      id uuid primary key,
      to_address text not null,
      subject text not null,
      text text not null,
      html text not null,
      locale text not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      expires_at timestamptz not null,
      last_error text null,
      created_at timestamptz not null
    )`);
    this.addSql('create index pending_mails_due on pending_mails (next_attempt_at)');
  }

  override down(): void {
    this.addSql('drop table pending_mails');
    this.addSql('drop table password_reset_tokens');
  }
}
