import { Migration } from '@mikro-orm/migrations';

/**
 * A typed word is a prefix ("caf" finds "cafe"), and a prefix in a tsquery costs the GIN index a full
 * bitmap of every match of every word it begins: no skipping ahead, however rare the other words.
 * Three common synonyms' prefixes ("musique live essaouira") took 10 ms of the index alone at 100,000
 * venues, the same words whole 0.8 ms (docs/performance.md, "Exact prefixes"). `exact_prefixes`
 * rewrites each prefix as the known words it begins (`search_words`, every word of every document,
 * kept by the triggers), whole, where they are few; the index then reads them as exact entries. It
 * reads the words at each search, so a word added a moment ago is already there.
 * `word collate "C"` orders by code point whatever the database's collation, so "the words from
 * `caf` up to `caf` + the last code point" are exactly those that begin with it.
 */
export class ExactPrefixesMigration extends Migration {
  override up(): void {
    this.addSql('create index search_words_prefix on search_words (word collate "C")');
    this.addSql(`create function exact_prefixes(query tsquery) returns tsquery language plpgsql stable
      set search_path from current as $$
      declare
        written text := query::text;
        prefix text;
        words text[];
      begin
        -- A lexeme with a quote, a colon or a backslash in it stays as it is: typed words have none.
        for prefix in select distinct hit[1] from regexp_matches(written, '''([^'':\\\\ ]+)'':\\*', 'g') as hit loop
          words := array(select w.word from search_words w
            where w.word collate "C" >= prefix and w.word collate "C" < prefix || chr(1114111) and starts_with(w.word, prefix)
            order by w.word collate "C" limit 17);
          -- None: the prefix matches nothing, cheaply. More than 16: a short, common stem, left a prefix.
          if cardinality(words) between 1 and 16 then
            written := replace(written, quote_literal(prefix) || ':*',
              '(' || array_to_string(array(select quote_literal(word) from unnest(words) as word), ' | ') || ')');
          end if;
        end loop;
        return written::tsquery;
      end $$`);
  }

  override down(): void {
    this.addSql('drop function exact_prefixes(tsquery)');
    this.addSql('drop index search_words_prefix');
  }
}
