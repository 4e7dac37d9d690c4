/**
 * The search of the help pages (FAQ, guide, help centre): pure, so it is unit-tested without a
 * browser. Accent-, case- and apostrophe-insensitive; every word of the query must appear.
 */
export interface HelpEntry {
  /** The anchor the entry opens (`comment-voter`). */
  id: string;
  title: string;
  body: string;
  /** Where the entry lives: `/faq#comment-voter`, `/guide#voter`. */
  href: string;
}

/** Lower case, accents and Arabic short vowels removed, typographic apostrophes made plain. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The query's words, folded; none for a blank query. */
export function searchTerms(query: string): string[] {
  const folded = foldForSearch(query);
  return folded === '' ? [] : folded.split(' ');
}

/** The entries whose title or body holds every word of the query, in their order; all for a blank query. */
export function searchHelp<E extends HelpEntry>(entries: readonly E[], query: string): E[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...entries];
  return entries.filter((entry) => {
    const haystack = foldForSearch(`${entry.title} ${entry.body}`);
    return terms.every((term) => haystack.includes(term));
  });
}
