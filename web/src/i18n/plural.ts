/**
 * Singular and plural by the CLDR rules of the reader's language (Intl.PluralRules, applied by
 * FormatJS: translator.ts): French says "0 résultat", "1 résultat", "2 résultats"; English
 * "0 results", "1 result"; Arabic has six forms (zero, one, two, few for 3–10, many for 11–99,
 * other for 100…).
 */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * Plural messages in a catalog are keys `<base>#<category>`: `'count#one': '{count} résultat trouvé'`,
 * `'count#other': '{count} résultats trouvés'`. French and English give `#one` and `#other`; Arabic
 * adds `#zero`, `#two`, `#few`, `#many` (message-catalogs.spec.ts checks each file). icu-messages.ts
 * makes them one ICU plural message.
 */
export type PluralKey = `${string}#${PluralCategory}`;
export type PluralBase<K extends string> = K extends `${infer Base}#${PluralCategory}` ? Base : never;
