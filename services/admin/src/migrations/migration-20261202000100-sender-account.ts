import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30 §5: a contact message sent while signed in keeps its sender's account id, so that the
 * account's deletion (`user.deleted`) can anonymise it (docs/admin.md "A deleted account's messages").
 * Messages from before, and those sent signed out, have none.
 */
export class SenderAccountMigration extends Migration {
  override up(): void {
    this.addSql('alter table contact_messages add column sender_user_id uuid');
    this.addSql('create index contact_messages_sender on contact_messages (sender_user_id) where sender_user_id is not null');
  }

  override down(): void {
    this.addSql('drop index contact_messages_sender');
    this.addSql('alter table contact_messages drop column sender_user_id');
  }
}
