import { Migration } from '@mikro-orm/migrations';

/** Accounts (DESIGN.md, auth.users): one per e-mail whatever its case. */
export class UsersMigration extends Migration {
  override up(): void {
    this.addSql(`create table users (
      id uuid primary key,
      email text not null,
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      role text not null check (role in ('admin', 'merchant', 'consumer')),
      profile_image_url text null,
      subscription text not null default 'free' check (subscription in ('free', 'pro')),
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`);
    this.addSql('create unique index users_email_lower_unique on users (lower(email))');
  }

  override down(): void {
    this.addSql('drop table users');
  }
}
