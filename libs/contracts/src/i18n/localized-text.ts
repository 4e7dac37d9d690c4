import type { Locale } from './locales.js';

/**
 * One message in each of the product's languages, French first: French is the reference (the spec's
 * words) and the answer when the reader asks for no other language. A locale added to
 * SUPPORTED_LOCALES makes every message without it fail to compile.
 */
export type LocalizedText = { readonly [L in Locale]: string };

/** A feature's messages, each in every language: `export const X_TEXTS = { … } as const satisfies LocalizedTexts`. */
export type LocalizedTexts = Readonly<Record<string, LocalizedText>>;

/** The French of a feature's messages, keyed as they are: what DTOs give class-validator and services put in field errors. */
export type FrenchOf<T extends LocalizedTexts> = { readonly [K in keyof T]: T[K]['fr'] };

export function frenchOf<T extends LocalizedTexts>(texts: T): FrenchOf<T> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text.fr])) as FrenchOf<T>;
}
