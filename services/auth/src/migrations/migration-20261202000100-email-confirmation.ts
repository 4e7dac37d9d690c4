import { Migration } from '@mikro-orm/migrations';

/**
 * E-mail confirmation (issue 30 §9): when an account's address was confirmed, and the welcome mail's
 * single-use tokens (SHA-256 only). Accounts made before this counted their votes already: they are
 * taken as confirmed at their creation, so no public count moves on deploy.
 */
export class EmailConfirmationMigration extends Migration {
  override up(): void {
    this.addSql('alter table users add column email_confirmed_at timestamptz null');
    this.addSql('update users set email_confirmed_at = created_at');
    this.addSql(`create table email_confirmation_tokens (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      token_hash text not null,
      expires_at timestamptz not null,
      used_at timestamptz null,
      created_at timestamptz not null
    )`);
    this.addSql('create unique index email_confirmation_tokens_hash_unique on email_confirmation_tokens (token_hash)');
    this.addSql('create index email_confirmation_tokens_user on email_confirmation_tokens (user_id) where used_at is null');
  }

  override down(): void {
    this.addSql('drop table email_confirmation_tokens');
    this.addSql('alter table users drop column email_confirmed_at');
  }
}
