import { Migration } from '@mikro-orm/migrations';

/**
 * Deleted venues (issue 30 §5): their scoring rows are deleted on `venue.deleted`, and their id stays
 * here (an id, nothing else) so that a computation already queued for them saves nothing afterwards.
 */
export class DeletedVenuesMigration extends Migration {
  override up(): void {
    this.addSql(`create table deleted_venues (
      venue_id uuid primary key,
      deleted_at timestamptz not null
    )`);
  }

  override down(): void {
    this.addSql('drop table deleted_venues');
  }
}
