import { Migration } from '@mikro-orm/migrations';

/**
 * The venue_connections read model follows services/connections (issue 12): which connection a row
 * stands for (a `connection.removed` of a replaced connection leaves the new one alone) and the
 * profile the venue page links to. Demo rows keep both null.
 */
export class VenueConnectionsReadModelMigration extends Migration {
  override up(): void {
    this.addSql('alter table venue_connections add column connection_id uuid, add column profile_url text');
  }

  override down(): void {
    this.addSql('alter table venue_connections drop column connection_id, drop column profile_url');
  }
}
