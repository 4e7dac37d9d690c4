import { foldArabic } from './arabic-folding.js';

/** Words of a query taken into account; the rest of a pasted paragraph is ignored. */
export const MAX_SEARCH_WORDS = 8;

/** Lower case without accents, Arabic folded (arabic-folding.ts), as the database's `search_key` folds text. */
export function foldText(text: string): string {
  return foldArabic(text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
}

/** The words of a query: letters and digits, folded; SQL or punctuation is only separators here. */
export function queryWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = foldText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, 40));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}
