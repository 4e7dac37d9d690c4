import { use, useCallback } from 'react';
import type { Locale } from '@lieux/contracts';
import { appMessages, type AppMessageKey } from '../app/app.fr';
import type { MessageCatalog } from './message-catalog';
import type { PluralBase } from './plural';
import { translatorOf, type MessageParams, type Translator } from './translator';
import { useLocale } from './use-locale';

/** Translates a key of one catalog, or of the shared `app.*` texts; any other key fails tsc. */
export type Translate<K extends string = never> = (key: K | AppMessageKey, params?: MessageParams) => string;

/**
 * `const t = useT(homeMessages); t('title')` — the current language's text, `{name}` placeholders
 * filled (FormatJS, translator.ts); `useT()` alone gives the shared `app.*` texts. While a
 * catalog's translation is still on its way the component suspends (the nearest <Suspense> shows
 * its fallback): French never stands in for it.
 */
export function useT(): Translate;
export function useT<K extends string>(catalog: MessageCatalog<K>): Translate<K>;
export function useT(catalog: MessageCatalog<string> = appMessages): Translate<string> {
  const { locale } = useLocale();
  const shared = useTranslator(appMessages, locale);
  const own = useTranslator(catalog, locale);
  return useCallback((key: string, params?: MessageParams) => (own.has(key) ? own : shared).format(key, params), [own, shared]);
}

function useTranslator<K extends string>(catalog: MessageCatalog<K>, locale: Locale): Translator {
  return translatorOf(use(catalog.read(locale)), locale);
}

/** Picks a plural message's form for a count (`usePlural`): `{count}` is the count in the reader's digits. */
export type TranslatePlural<K extends string> = (base: PluralBase<K>, count: number, params?: MessageParams) => string;

/**
 * `const tn = usePlural(explorerMessages); tn('count', 11)` — "11 résultats trouvés": the form
 * the language's plural rule picks among the catalog's `count#<category>` texts.
 */
export function usePlural<K extends string>(catalog: MessageCatalog<K>): TranslatePlural<K> {
  const { locale } = useLocale();
  const translator = useTranslator(catalog, locale);
  return useCallback((base, count, params) => translator.plural(base, count, params), [translator]);
}
