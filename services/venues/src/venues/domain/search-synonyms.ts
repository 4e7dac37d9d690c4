import { CITY_NAMES, TAG_NAMES, type LocalisedName } from '@lieux/contracts/place-names';
import { queryWords } from './search-words.js';
import { SEARCH_SYNONYMS, type SynonymGroupData } from './search-synonyms.data.js';

/** One group of search-synonyms.data.ts, folded: each form as the words search sees. */
export interface SynonymGroup {
  kind: SynonymGroupData['kind'];
  fr: string;
  /** Each form's folded words ("Dar el Beida" → ["dar", "el", "beida"]), duplicates after folding removed. */
  forms: readonly (readonly string[])[];
}

/** A query's words, read with the synonyms: a run of words that is one form of a group, or a word alone. */
export type QueryTerm = { words: string[]; group: SynonymGroup } | { words: [string]; group?: undefined };

/** The names the web app shows for cities and tags (libs/contracts, place-names.ts), whose one home that is. */
const SHOWN_NAMES: readonly LocalisedName[] = [...CITY_NAMES, ...Object.values(TAG_NAMES)];

/** The English and Arabic names shown for the cities and tags of a group: a reader searches for what they read. */
function shownNamesOf(data: SynonymGroupData): string[] {
  const own = new Set(data.forms.map((form) => queryWords(form).join(' ')));
  return SHOWN_NAMES.filter((names) => own.has(queryWords(names.fr).join(' '))).flatMap((names) => [names.en, names.ar]);
}

function foldGroup(data: SynonymGroupData): SynonymGroup {
  const seen = new Set<string>();
  const forms: string[][] = [];
  for (const form of [...data.forms, ...shownNamesOf(data)]) {
    const words = queryWords(form);
    const key = words.join(' ');
    if (words.length > 0 && !seen.has(key)) {
      seen.add(key);
      forms.push(words);
    }
  }
  return { kind: data.kind, fr: data.fr, forms };
}

export const SYNONYM_GROUPS: readonly SynonymGroup[] = SEARCH_SYNONYMS.map(foldGroup);

/** Folded form ("dar el beida") → its group. */
const groupOfForm = new Map<string, SynonymGroup>();
for (const group of SYNONYM_GROUPS) for (const form of group.forms) groupOfForm.set(form.join(' '), group);
const LONGEST_FORM = Math.max(...SYNONYM_GROUPS.flatMap((group) => group.forms.map((form) => form.length)));

/** Every one-word form, for typo look-ups: "مراكيش" or "marakech" finds the group through its closest form. */
export const SYNONYM_WORDS: readonly string[] = [...new Set(SYNONYM_GROUPS.flatMap((group) => group.forms.filter((form) => form.length === 1).map((form) => form[0] as string)))];

/** The group a folded one-word form belongs to, if any. */
export function synonymGroupOf(word: string): SynonymGroup | undefined {
  return groupOfForm.get(word);
}

/**
 * The query's words as terms, reading each run of words that is a form of a group as that group,
 * the longest run first: ["dar", "el", "beida", "riad"] → Casablanca, Riad; ["vue", "rabat"] →
 * "vue" alone, Rabat.
 */
export function readSynonyms(words: readonly string[]): QueryTerm[] {
  const terms: QueryTerm[] = [];
  let start = 0;
  while (start < words.length) {
    let matched: QueryTerm | undefined;
    for (let length = Math.min(LONGEST_FORM, words.length - start); length >= 1 && !matched; length -= 1) {
      const run = words.slice(start, start + length);
      const group = groupOfForm.get(run.join(' '));
      if (group) matched = { words: run, group };
    }
    const term: QueryTerm = matched ?? { words: [words[start] as string] };
    terms.push(term);
    start += term.words.length;
  }
  return terms;
}

/** The city a `city=` filter names, in any language ("الرباط", "rbat"): the name venues store, else as given. */
export function cityNamed(city: string): string {
  const group = groupOfForm.get(queryWords(city).join(' '));
  return group?.kind === 'city' ? group.fr : city;
}
