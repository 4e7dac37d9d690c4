import { Migration } from '@mikro-orm/migrations';

/**
 * A venue's end (issue 30 §5, docs/merchant.md "Deleting a venue"): `purge_after` is set on the venues
 * of a deleted account, unpublished at once; the purge deletes them (row, photos, documents) once it
 * has passed. The partial index keeps the purge's round to the few rows waiting.
 */
export class VenueRemovalMigration extends Migration {
  override up(): void {
    this.addSql('alter table venues add column purge_after timestamptz');
    this.addSql('create index venues_purge_due on venues (purge_after) where purge_after is not null');
  }

  override down(): void {
    this.addSql('drop index venues_purge_due');
    this.addSql('alter table venues drop column purge_after');
  }
}
