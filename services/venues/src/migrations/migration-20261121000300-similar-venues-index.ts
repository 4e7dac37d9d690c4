import { Migration } from '@mikro-orm/migrations';

/** Similar venues of the same category in the same city, best score first: an index walk of three rows. */
export class SimilarVenuesIndexMigration extends Migration {
  override up(): void {
    this.addSql(`create index venues_public_category_city on venues (category_id, search_key(city), (coalesce(score, -1)) desc, created_at desc)
      where status = 'approved'`);
  }

  override down(): void {
    this.addSql('drop index venues_public_category_city');
  }
}
