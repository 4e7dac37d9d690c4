/**
 * Singular and plural by the CLDR rules of the reader's language (Intl.PluralRules): French says
 * "0 résultat", "1 résultat", "2 résultats"; English "0 results", "1 result"; Arabic has six forms
 * (zero, one, two, few for 3–10, many for 11–99, other for 100…).
 *
 * The API is deliberately narrow — a count and its forms in, one form out — so the i18n core can
 * later be swapped for a library without touching the screens.
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A message's forms: `one` and `other` always; the rest where the language has them (Arabic). */
export type PluralForms = Readonly<{ one: string; other: string } & Partial<Record<Exclude<PluralCategory, 'one' | 'other'>, string>>>;

/** The CLDR category of `count` in the language: 'one', 'few', 'many'… */
export function pluralCategory(intlLocale: string, count: number): PluralCategory {
  return new Intl.PluralRules(intlLocale).select(count) as PluralCategory;
}

/** The form of `forms` the language's rule picks for `count`; a form the language has but `forms` lacks falls back to `other`. */
export function plural(intlLocale: string, count: number, forms: PluralForms): string {
  return forms[pluralCategory(intlLocale, count)] ?? forms.other;
}

/**
 * Plural messages in a catalog are keys `<base>#<category>`: `'count#one': '{count} résultat trouvé'`,
 * `'count#other': '{count} résultats trouvés'`. French and English give `#one` and `#other`; Arabic
 * adds `#zero`, `#two`, `#few`, `#many` (message-catalogs.spec.ts checks each file).
 */
export type PluralKey = `${string}#${PluralCategory}`;
export type PluralBase<K extends string> = K extends `${infer Base}#${PluralCategory}` ? Base : never;

/** The text of the plural message `base` of a catalog for `count`: the form the rule picks, else `#other`. */
export function pluralTemplate(messages: Readonly<Record<string, string>>, base: string, intlLocale: string, count: number): string {
  return messages[`${base}#${pluralCategory(intlLocale, count)}`] ?? messages[`${base}#other`] ?? base;
}
