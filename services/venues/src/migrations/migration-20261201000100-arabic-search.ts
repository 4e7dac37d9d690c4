import { Migration } from '@mikro-orm/migrations';
import { searchKeySql } from '../venues/domain/arabic-folding.js';

/**
 * Search in Arabic (issue 29, docs/search.md "Arabic"):
 * - `search_key` also folds Arabic script (tashkeel and tatweel out, the alef forms, ى, ة, ؤ, ئ, the
 *   article…), generated from the one table the query side folds with too (arabic-folding.ts; a later
 *   change to that table takes a migration of its own, which recreates the function and the keys);
 * - the venue's optional Arabic and English names and descriptions (`name_ar`, `name_en`,
 *   `description_ar`, `description_en`), in its search document with the French ones' weights (names
 *   A, descriptions C), so an Arabic name is found by its Latin spelling and the reverse where the
 *   merchant gave both;
 * - every key, document, search row, known word and index that uses `search_key` is rebuilt.
 */
export class ArabicSearchMigration extends Migration {
  override up(): void {
    this.addSql(`select set_config('search_path', current_setting('search_path') || ', public', true)`);
    this.addSql(`create or replace function search_key(value text) returns text
      language sql immutable parallel safe strict
      as $$ ${searchKeySql()} $$`);

    this.addSql(`alter table venues
      add column name_ar text check (length(name_ar) between 1 and 120),
      add column name_en text check (length(name_en) between 1 and 120),
      add column description_ar text,
      add column description_en text`);

    // The translations' part of a document: names with the French name's weight, descriptions with its description's.
    this.addSql(`create function venue_translations_doc(name_ar text, name_en text, description_ar text, description_en text)
      returns tsvector language sql immutable parallel safe set search_path from current as $$
      select setweight(to_tsvector('simple', search_key(concat_ws(' ', name_ar, name_en))), 'A')
        || setweight(to_tsvector('simple', search_key(concat_ws(' ', description_ar, description_en))), 'C')
    $$`);
    this.addSql(`create or replace function venues_keep_search_doc() returns trigger language plpgsql set search_path from current as $$
      begin
        new.search_doc := venue_search_doc(new.id, new.name, new.city, new.description, new.category_id)
          || venue_translations_doc(new.name_ar, new.name_en, new.description_ar, new.description_en)
          || venue_cell_lexeme(new.latitude, new.longitude);
        perform remember_search_words(new.search_doc);
        return new;
      end $$`);
    this.addSql('drop trigger venues_search_doc on venues');
    this.addSql(`create trigger venues_search_doc before insert or update of name, city, description, category_id, latitude, longitude,
      name_ar, name_en, description_ar, description_en on venues for each row execute function venues_keep_search_doc()`);
    this.addSql(`create or replace function venue_tags_keep_search_doc() returns trigger language plpgsql set search_path from current as $$
      begin
        update venues v set search_doc = venue_search_doc(v.id, v.name, v.city, v.description, v.category_id)
          || venue_translations_doc(v.name_ar, v.name_en, v.description_ar, v.description_en)
          || venue_cell_lexeme(v.latitude, v.longitude)
        where v.id in (select venue_id from changed);
        perform remember_search_words(v.search_doc) from venues v where v.id in (select venue_id from changed);
        return null;
      end $$`);
    // The search row follows the translations too (the BEFORE trigger rewrites search_doc, which
    // "update of search_doc" alone would not see).
    this.addSql('drop trigger venues_search_row on venues');
    this.addSql(`create trigger venues_search_row after insert or delete or update of status, score, created_at, category_id, latitude, longitude,
      search_doc, name, city, description, always_open, permanently_closed, name_ar, name_en, description_ar, description_en
      on venues for each row execute function venues_keep_search_row()`);

    // Every key made with the old search_key, again.
    this.addSql('reindex index venues_public_city');
    this.addSql('reindex index venues_public_category_city');
    this.addSql(`update venues set search_doc = venue_search_doc(id, name, city, description, category_id)
      || venue_translations_doc(name_ar, name_en, description_ar, description_en) || venue_cell_lexeme(latitude, longitude)`);
    this.addSql('delete from search_words');
    this.addSql(`insert into search_words (word) select distinct word from venues, unnest(tsvector_to_array(search_doc)) as word
      where length(word) between 2 and 40 and word !~ '^~' on conflict do nothing`);
  }

  override down(): void {
    this.addSql('drop trigger venues_search_row on venues');
    this.addSql(`create trigger venues_search_row after insert or delete or update of status, score, created_at, category_id, latitude, longitude,
      search_doc, name, city, description, always_open, permanently_closed on venues for each row execute function venues_keep_search_row()`);
    this.addSql('drop trigger venues_search_doc on venues');
    this.addSql(`create trigger venues_search_doc before insert or update of name, city, description, category_id, latitude, longitude on venues
      for each row execute function venues_keep_search_doc()`);
    this.addSql(`create or replace function venues_keep_search_doc() returns trigger language plpgsql set search_path from current as $$
      begin
        new.search_doc := venue_search_doc(new.id, new.name, new.city, new.description, new.category_id)
          || venue_cell_lexeme(new.latitude, new.longitude);
        perform remember_search_words(new.search_doc);
        return new;
      end $$`);
    this.addSql(`create or replace function venue_tags_keep_search_doc() returns trigger language plpgsql set search_path from current as $$
      begin
        update venues v set search_doc = venue_search_doc(v.id, v.name, v.city, v.description, v.category_id)
          || venue_cell_lexeme(v.latitude, v.longitude)
        where v.id in (select venue_id from changed);
        perform remember_search_words(v.search_doc) from venues v where v.id in (select venue_id from changed);
        return null;
      end $$`);
    this.addSql('drop function venue_translations_doc');
    this.addSql('alter table venues drop column name_ar, drop column name_en, drop column description_ar, drop column description_en');
    // search_key keeps its Arabic folds: the keys it made stay consistent with it.
  }
}
