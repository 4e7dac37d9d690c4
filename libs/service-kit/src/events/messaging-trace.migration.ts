import { Migration } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';

/**
 * Each outbox row keeps the W3C `traceparent` of the request that wrote it (null when tracing is
 * off), so the relay publishes the event in that request's trace and its consumers continue it.
 * A nullable column without default: adding it rewrites nothing and locks the table only for a moment.
 */
export class MessagingTraceMigration extends Migration {
  override up(): void {
    this.addSql('alter table outbox add column traceparent text null');
  }

  override down(): void {
    this.addSql('alter table outbox drop column traceparent');
  }
}

/** Listed after `messagingHandlersMigration` in `messagingMigrations`. */
export const messagingTraceMigration: MigrationObject = {
  name: 'Migration20261122100000_messaging_trace',
  class: MessagingTraceMigration,
};
