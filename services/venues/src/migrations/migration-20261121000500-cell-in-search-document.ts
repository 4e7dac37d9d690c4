import { Migration } from '@mikro-orm/migrations';

/**
 * The venue's map cell as a lexeme of its search document, `~cell:<lat index>:<lng index>` (cells of
 * 0.05°, about 5 km), so "these words within r km" ORs the cells the radius covers into the text
 * query: one GIN lookup that reads only the matching venues near the point, rather than every venue
 * in the radius. The triggers add it (and now follow a venue's position); documents are recomputed.
 */
export class CellInSearchDocumentMigration extends Migration {
  override up(): void {
    this.addSql(`select set_config('search_path', current_setting('search_path') || ', public', true)`);
    this.addSql(`create function venue_cell_lexeme(latitude double precision, longitude double precision) returns tsvector
      language sql immutable parallel safe as $$
      select case when latitude is null or longitude is null then ''::tsvector
        else array_to_tsvector(array['~cell:' || floor(latitude / 0.05)::int || ':' || floor(longitude / 0.05)::int]) end
    $$`);
    this.addSql(`create or replace function venues_keep_search_doc() returns trigger language plpgsql set search_path from current as $$
      begin
        new.search_doc := venue_search_doc(new.id, new.name, new.city, new.description, new.category_id)
          || venue_cell_lexeme(new.latitude, new.longitude);
        perform remember_search_words(new.search_doc);
        return new;
      end $$`);
    this.addSql('drop trigger venues_search_doc on venues');
    this.addSql(`create trigger venues_search_doc before insert or update of name, city, description, category_id, latitude, longitude on venues
      for each row execute function venues_keep_search_doc()`);
    this.addSql(`create or replace function venue_tags_keep_search_doc() returns trigger language plpgsql set search_path from current as $$
      begin
        update venues v set search_doc = venue_search_doc(v.id, v.name, v.city, v.description, v.category_id)
          || venue_cell_lexeme(v.latitude, v.longitude)
        where v.id in (select venue_id from changed);
        perform remember_search_words(v.search_doc) from venues v where v.id in (select venue_id from changed);
        return null;
      end $$`);
    this.addSql(`update venues set search_doc = search_doc || venue_cell_lexeme(latitude, longitude)`);
  }

  override down(): void {
    // Documents with cells still answer every search the same way.
  }
}
