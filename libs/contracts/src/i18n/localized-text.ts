import type { Locale } from './locales.js';

/**
 * One message in each of the product's languages, French first: French is the reference (the spec's
 * words) and the answer when the reader asks for no other language.
 */
export type LocalizedText = { readonly [L in Locale]: string };

/** A French message's translations: every language of the product but French. */
export type Translations = Omit<LocalizedText, 'fr'>;

/**
 * The translations of a feature's French messages, key by key, kept beside them in the feature's
 * file (`X_MESSAGES` and `X_TRANSLATIONS`): a message without its English or Arabic does not compile,
 * and neither does any message once a locale is added to SUPPORTED_LOCALES. Apart, so that the web
 * app, which imports only the French, carries none of them.
 */
export type TranslationsOf<T extends Readonly<Record<string, string>>> = { readonly [K in keyof T]: Translations };
