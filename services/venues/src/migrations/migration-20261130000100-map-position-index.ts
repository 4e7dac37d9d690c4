import { Migration } from '@mikro-orm/migrations';

/**
 * The map's index (issue 27, docs/map.md): the approved venues by position, carrying what the
 * grouping of an area reads without a filter on words (id, score, category), so a map question is
 * an index-only range scan of the area's latitudes.
 */
export class MapPositionIndexMigration extends Migration {
  override up(): void {
    this.addSql(`create index venue_search_by_position on venue_search (latitude, longitude) include (id, score, category_id)
      where latitude is not null and longitude is not null`);
  }

  override down(): void {
    this.addSql('drop index venue_search_by_position');
  }
}
