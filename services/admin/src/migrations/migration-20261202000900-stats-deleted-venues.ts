import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30 §5: a deleted venue (`venue.deleted`) leaves the admin console's totals, its cities,
 * categories and score figures; the day it was created still counts in the history
 * (docs/admin.md, "Statistics, analytics and the audit log").
 */
export class StatsDeletedVenuesMigration extends Migration {
  override up(): void {
    this.addSql('alter table stats_venues add column deleted_at timestamptz null');
  }

  override down(): void {
    this.addSql('alter table stats_venues drop column deleted_at');
  }
}
