import { Migration } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';

/**
 * The outbox, inbox and dead-letter tables. Unqualified names: the migrator runs with the service's
 * schema as search path, so each service gets its own three tables in its own schema.
 */
export class MessagingTablesMigration extends Migration {
  override up(): void {
    this.addSql(`create table outbox (
      id uuid primary key,
      subject text not null,
      payload jsonb not null,
      request_id text null,
      created_at timestamptz not null default now(),
      published_at timestamptz null,
      attempts int not null default 0
    )`);
    this.addSql('create index outbox_unpublished_idx on outbox (created_at) where published_at is null');
    this.addSql(`create table inbox (
      consumer text not null,
      event_id uuid not null,
      subject text not null,
      processed_at timestamptz not null default now(),
      primary key (consumer, event_id)
    )`);
    this.addSql(`create table dead_letter (
      consumer text not null,
      event_id uuid not null,
      subject text not null,
      envelope jsonb not null,
      error text not null,
      failed_at timestamptz not null default now(),
      primary key (consumer, event_id)
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists dead_letter');
    this.addSql('drop table if exists inbox');
    this.addSql('drop table if exists outbox');
  }
}

/** List it in the service's `migrations`, before the service's own migrations that may rely on it. */
export const messagingMigration: MigrationObject = {
  name: 'Migration20261121000000_messaging',
  class: MessagingTablesMigration,
};
