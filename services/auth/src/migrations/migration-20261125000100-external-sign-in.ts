import { Migration } from '@mikro-orm/migrations';

/**
 * External sign-in (OpenID Connect): an account may have no password (made by a provider's sign-in),
 * and the link (issuer, subject) → user, so a later sign-in finds the account by `sub` even after its
 * e-mail changed at the provider.
 */
export class ExternalSignInMigration extends Migration {
  override up(): void {
    this.addSql('alter table users alter column password_hash drop not null');
    this.addSql(`create table external_identities (
      issuer text not null,
      subject text not null,
      user_id uuid not null references users (id) on delete cascade,
      email text not null,
      created_at timestamptz not null,
      last_sign_in_at timestamptz not null,
      primary key (issuer, subject)
    )`);
    this.addSql('create index external_identities_user on external_identities (user_id)');
  }

  override down(): void {
    this.addSql('drop table external_identities');
    this.addSql("update users set password_hash = '' where password_hash is null");
    this.addSql('alter table users alter column password_hash set not null');
  }
}
