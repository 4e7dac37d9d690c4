import { Migration } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';
import { messagingMigration } from './messaging-tables.migration.js';
import { messagingTraceMigration } from './messaging-trace.migration.js';

/**
 * Several handlers of one service may consume the same subject: the inbox and the dead letters are
 * keyed by handler too (`ClassName.method`). The outbox sets aside a row it cannot publish
 * (`failed_at`, `last_error`) instead of stalling, and gets the indexes its pruning needs.
 */
export class MessagingHandlersMigration extends Migration {
  override up(): void {
    this.addSql(`alter table inbox add column handler text not null default ''`);
    this.addSql('alter table inbox drop constraint inbox_pkey');
    this.addSql('alter table inbox add primary key (consumer, event_id, handler)');
    this.addSql('create index inbox_processed_at_idx on inbox (processed_at)');
    this.addSql(`alter table dead_letter add column handler text not null default ''`);
    this.addSql('alter table dead_letter drop constraint dead_letter_pkey');
    this.addSql('alter table dead_letter add primary key (consumer, event_id, handler)');
    this.addSql('alter table outbox add column failed_at timestamptz null');
    this.addSql('alter table outbox add column last_error text null');
    this.addSql('drop index outbox_unpublished_idx');
    this.addSql('create index outbox_pending_idx on outbox (created_at) where published_at is null and failed_at is null');
    this.addSql('create index outbox_published_at_idx on outbox (published_at) where published_at is not null');
  }

  override down(): void {
    this.addSql('drop index outbox_published_at_idx');
    this.addSql('drop index outbox_pending_idx');
    this.addSql('create index outbox_unpublished_idx on outbox (created_at) where published_at is null');
    this.addSql('alter table outbox drop column last_error');
    this.addSql('alter table outbox drop column failed_at');
    this.addSql('alter table dead_letter drop constraint dead_letter_pkey');
    this.addSql('alter table dead_letter drop column handler');
    this.addSql('alter table dead_letter add primary key (consumer, event_id)');
    this.addSql('drop index inbox_processed_at_idx');
    this.addSql('alter table inbox drop constraint inbox_pkey');
    this.addSql('alter table inbox drop column handler');
    this.addSql('alter table inbox add primary key (consumer, event_id)');
  }
}

/** Listed right after `messagingMigration`; `ServiceModule` adds both. */
export const messagingHandlersMigration: MigrationObject = {
  name: 'Migration20261122000000_messaging_handlers',
  class: MessagingHandlersMigration,
};

/** The kit's migrations, in order, before a service's own. */
export const messagingMigrations: MigrationObject[] = [messagingMigration, messagingHandlersMigration, messagingTraceMigration];
