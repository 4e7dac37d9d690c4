import { Migration } from '@mikro-orm/migrations';

/**
 * Venues moderation (issue 14, docs/admin.md): the last decision's reason, date and admin. The reason
 * stays while the venue is rejected (shown to its owner) and is shown nowhere once it is not; an edit
 * that sends it back to moderation leaves these columns to the next decision.
 * `venues_moderation_queue`: the admin list's order (pending first, then newest).
 */
export class VenueModerationMigration extends Migration {
  override up(): void {
    this.addSql('alter table venues add column rejection_reason text, add column moderated_at timestamptz, add column moderated_by uuid');
    this.addSql(`create index venues_moderation_queue on venues ((status = 'pending') desc, created_at desc, id desc)`);
  }

  override down(): void {
    this.addSql('drop index venues_moderation_queue');
    this.addSql('alter table venues drop column rejection_reason, drop column moderated_at, drop column moderated_by');
  }
}
