import { Migration } from '@mikro-orm/migrations';
import { PENDING_MAILS_TABLE_SQL } from '@lieux/service-kit';

/**
 * Social connections (issue 12, docs/connections.md). No foreign keys to venues or users: they live
 * in other services' schemas. Tokens are one AES-256-GCM ciphertext per connection (`tokens_sealed`,
 * with the id of the key that sealed it); expiry dates stay readable so the refresh loop can find them.
 */
export class ConnectionsMigration extends Migration {
  override up(): void {
    this.addSql(`create table connections (
      id uuid primary key,
      venue_id uuid not null,
      owner_user_id uuid not null,
      provider text not null check (provider in ('instagram', 'tiktok', 'facebook', 'linkedin', 'google')),
      platform_id text not null,
      account_ref text not null,
      account_name text not null,
      profile_url text,
      is_active boolean not null default true,
      status text not null check (status in ('active', 'needs_reconnect')),
      sandbox boolean not null,
      tokens_sealed text,
      token_key_id text,
      access_expires_at timestamptz,
      refresh_expires_at timestamptz,
      has_refresh_token boolean not null default false,
      notify_email text,
      notify_locale text not null default 'fr',
      connected_at timestamptz not null,
      updated_at timestamptz not null,
      last_sync_at timestamptz,
      unique (venue_id, provider)
    )`);
    this.addSql('create index connections_owner on connections (owner_user_id)');
    this.addSql(`create index connections_refresh_due on connections (access_expires_at) where status = 'active'`);
    // A consent attempt: single use (deleted when taken), 10 minutes, bound to the user and the venue.
    this.addSql(`create table oauth_states (
      state_hash text primary key,
      user_id uuid not null,
      venue_id uuid not null,
      provider text not null,
      code_verifier text,
      notify_email text,
      notify_locale text not null default 'fr',
      expires_at timestamptz not null
    )`);
    // One row per connection and day: the history the score is computed from (kept after a disconnect).
    this.addSql(`create table metric_snapshots (
      connection_id uuid not null,
      venue_id uuid not null,
      provider text not null,
      day date not null,
      followers integer,
      posts_30d integer,
      interactions_30d integer,
      rating real,
      review_count integer,
      measured_at timestamptz not null,
      primary key (connection_id, day)
    )`);
    this.addSql('create index metric_snapshots_venue on metric_snapshots (venue_id, day desc)');
    PENDING_MAILS_TABLE_SQL.forEach((sql) => this.addSql(sql));
  }

  override down(): void {
    this.addSql('drop table metric_snapshots, oauth_states, connections');
  }
}
