import { Migration } from '@mikro-orm/migrations';
import { PENDING_MAILS_TABLE_SQL } from '@lieux/service-kit';

/**
 * Issue 9: the contact messages, the status page's recorded checks, incidents and e-mail alert
 * subscriptions, and the service's outbox of mails (the kit's MailOutbox).
 */
export class ContactAndStatusMigration extends Migration {
  override up(): void {
    PENDING_MAILS_TABLE_SQL.forEach((sql) => this.addSql(sql));
    this.addSql(`create table contact_messages (
      id uuid primary key,
      first_name text not null,
      last_name text not null,
      email text not null,
      subject text not null,
      request_type text null check (request_type in ('access', 'rectification', 'erasure', 'limitation', 'opposition', 'portability')),
      message text not null,
      locale text not null,
      status text not null default 'new' check (status in ('new', 'read', 'answered', 'closed')),
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`);
    this.addSql('create index contact_messages_inbox on contact_messages (status, created_at desc)');
    // One row per line and check interval: the key makes two replicas' rounds record once.
    this.addSql(`create table status_checks (
      component text not null,
      checked_at timestamptz not null,
      state text not null check (state in ('operational', 'degraded', 'outage', 'unknown')),
      response_time_ms integer null,
      primary key (checked_at, component)
    )`);
    this.addSql(`create table status_incidents (
      id uuid primary key,
      title text not null,
      status text not null check (status in ('investigating', 'identified', 'monitoring', 'resolved')),
      impact text not null check (impact in ('minor', 'major', 'critical')),
      created_at timestamptz not null,
      resolved_at timestamptz null
    )`);
    this.addSql(`create table status_incident_updates (
      id uuid primary key,
      incident_id uuid not null references status_incidents (id) on delete cascade,
      status text not null,
      message text not null,
      created_at timestamptz not null
    )`);
    this.addSql('create index status_incident_updates_of on status_incident_updates (incident_id, created_at desc)');
    this.addSql(`create table status_subscriptions (
      id uuid primary key,
      email text not null,
      locale text not null,
      confirm_token_hash text null unique,
      unsubscribe_token text not null unique,
      confirmed_at timestamptz null,
      created_at timestamptz not null
    )`);
    this.addSql('create unique index status_subscriptions_email on status_subscriptions (lower(email))');
  }

  override down(): void {
    this.addSql('drop table status_subscriptions');
    this.addSql('drop table status_incident_updates');
    this.addSql('drop table status_incidents');
    this.addSql('drop table status_checks');
    this.addSql('drop table contact_messages');
    this.addSql('drop table pending_mails');
  }
}
