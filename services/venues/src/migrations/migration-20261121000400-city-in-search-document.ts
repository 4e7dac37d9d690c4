import { Migration } from '@mikro-orm/migrations';

/**
 * The city as one more lexeme of each search document, `~ville:<folded city>` (a `~` no typed word
 * can produce), so "these words, in this city" is one GIN lookup that reads only the matching
 * venues, not every venue of the city. Documents are recomputed; the lexeme is kept out of
 * `search_words` (typos are corrected against real words only).
 */
export class CityInSearchDocumentMigration extends Migration {
  override up(): void {
    this.addSql(`select set_config('search_path', current_setting('search_path') || ', public', true)`);
    this.addSql(`create or replace function venue_search_doc(venue_id uuid, name text, city text, description text, category_id text)
      returns tsvector language sql stable set search_path from current as $$
      select setweight(to_tsvector('simple', search_key(name)), 'A')
        || setweight(to_tsvector('simple', search_key(coalesce((select c.name from categories c where c.id = category_id), '') || ' '
             || coalesce((select string_agg(t.name, ' ') from venue_tags vt join tags t on t.id = vt.tag_id where vt.venue_id = $1), ''))), 'B')
        || setweight(to_tsvector('simple', search_key(city)), 'B')
        || setweight(to_tsvector('simple', search_key(coalesce(description, ''))), 'C')
        || array_to_tsvector(array['~ville:' || search_key(city)])
    $$`);
    this.addSql(`create or replace function remember_search_words(doc tsvector) returns void language sql set search_path from current as $$
      insert into search_words (word) select distinct word from unnest(tsvector_to_array(doc)) as word
      where length(word) between 2 and 40 and word !~ '^~' on conflict do nothing
    $$`);
    this.addSql(`update venues set search_doc = venue_search_doc(id, name, city, description, category_id)`);
  }

  override down(): void {
    // The previous documents carry no city lexeme: searching works either way.
  }
}
