/**
 * How search folds Arabic script, the one table both sides use (docs/search.md, "Arabic"): the
 * database's `search_key()` is generated from it (migration 20261201000100) and `foldText` applies it
 * to the typed query, so "مُقْهَى" typed and "مقهى" indexed meet on one key.
 *
 * - the short vowels and other marks (tashkeel, U+064B–U+065F, the dagger alef U+0670, Quranic
 *   marks U+06D6–U+06ED) and the tatweel (U+0640) are removed;
 * - the alef forms أ إ آ ٱ become ا; ى (alef maqsura) becomes ي; ة (ta marbuta) becomes ه;
 *   ؤ becomes و and ئ becomes ي (the hamza's seat, as people type without it); a lone ء is removed;
 * - the Persian keyboard's ی and ک (often typed for ي and ك) become ي and ك;
 * - Arabic-Indic digits become 0–9;
 * - the article ال is removed at the start of a word of three letters or more after it, so
 *   "الرباط" is "رباط" and "المقهى" finds "مقهى" (the other clitics, و ب ل ك ف, are left: too many
 *   words start with those letters).
 * Changing this table changes the key of every document: it takes a new migration that recreates
 * `search_key` from it and rebuilds the documents and the indexes that use the key.
 */

/** Each character of `from` becomes the character of `to` at the same place. */
const LETTER_FOLDS = { from: 'أإآٱىةؤئیک٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', to: 'اااايهوييك01234567890123456789' } as const;

function codeRange(first: number, last: number): string {
  let text = '';
  for (let code = first; code <= last; code += 1) text += String.fromCharCode(code);
  return text;
}

/** Removed altogether: tashkeel, the dagger alef, Quranic marks, the tatweel, the lone hamza. */
const REMOVED = `${codeRange(0x064b, 0x065f)}\u0670${codeRange(0x06d6, 0x06ed)}\u0640\u0621`;

/** The Arabic letters (hamza to yeh), for the article rule. */
const ARABIC_LETTER = '[\u0621-\u064A]';
const ARTICLE = `(^|[^\u0621-\u064A])\u0627\u0644(${ARABIC_LETTER}{3})`;

export const ARABIC_FOLDING = {
  /** The arguments of SQL's `translate(text, from, to)`: extra `from` characters are removed. */
  translateFrom: LETTER_FOLDS.from + REMOVED,
  translateTo: LETTER_FOLDS.to,
  /** A POSIX regular expression (PostgreSQL's and JavaScript's alike) and its replacement. */
  articlePattern: ARTICLE,
  articleReplacement: { sql: '\\1\\2', js: '$1$2' },
} as const;

const letterFold = new Map<string, string>();
for (let i = 0; i < ARABIC_FOLDING.translateFrom.length; i += 1) {
  letterFold.set(ARABIC_FOLDING.translateFrom[i] as string, ARABIC_FOLDING.translateTo[i] ?? '');
}
const foldedCharacters = new RegExp(`[${[...letterFold.keys()].join('')}]`, 'gu');
const article = new RegExp(ARABIC_FOLDING.articlePattern, 'gu');

/** Arabic script as search keys it (above); other scripts are left as they are. */
export function foldArabic(text: string): string {
  return text.replace(foldedCharacters, (character) => letterFold.get(character) ?? '').replace(article, ARABIC_FOLDING.articleReplacement.js);
}

/** The body of the SQL `search_key(value)`: accents and case as before, then the Arabic folds. */
export function searchKeySql(): string {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  return `select regexp_replace(translate(lower(public.unaccent('public.unaccent'::regdictionary, value)), ${quote(ARABIC_FOLDING.translateFrom)}, ${quote(ARABIC_FOLDING.translateTo)}),
    ${quote(ARABIC_FOLDING.articlePattern)}, ${quote(ARABIC_FOLDING.articleReplacement.sql)}, 'g')`;
}
