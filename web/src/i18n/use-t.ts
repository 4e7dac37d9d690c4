import { use, useCallback } from 'react';
import type { Locale } from '@lieux/contracts';
import { appMessages, type AppMessageKey } from '../app/app.fr';
import { formatMessage, type MessageParams } from './format-message';
import { INTL_LOCALES } from './intl-locales';
import type { MessageCatalog, Messages } from './message-catalog';
import { pluralTemplate, type PluralBase } from './plural';
import { useLocale } from './use-locale';

/** Translates a key of one catalog, or of the shared `app.*` texts; any other key fails tsc. */
export type Translate<K extends string = never> = (key: K | AppMessageKey, params?: MessageParams) => string;

/**
 * `const t = useT(homeMessages); t('title')` — the current language's text, `{name}` placeholders
 * filled; `useT()` alone gives the shared `app.*` texts. While a catalog's translation is still on
 * its way the component suspends (the nearest <Suspense> shows its fallback): French never stands
 * in for it.
 */
export function useT(): Translate;
export function useT<K extends string>(catalog: MessageCatalog<K>): Translate<K>;
export function useT(catalog: MessageCatalog<string> = appMessages): Translate<string> {
  const { locale } = useLocale();
  const shared: Messages<string> = useMessagesIn(appMessages, locale);
  const own = useMessagesIn(catalog, locale);
  return useCallback(
    (key: string, params?: MessageParams) => formatMessage(Object.hasOwn(own, key) ? own[key] : shared[key], params),
    [own, shared],
  );
}

function useMessagesIn<K extends string>(catalog: MessageCatalog<K>, locale: Locale): Messages<K> {
  return catalog.peek(locale) ?? use(catalog.load(locale));
}

/** Picks a plural message's form for a count (`usePlural`): `{count}` is the count in the reader's digits. */
export type TranslatePlural<K extends string> = (base: PluralBase<K>, count: number, params?: MessageParams) => string;

/**
 * `const tn = usePlural(explorerMessages); tn('count', 11)` — "11 résultats trouvés": the form
 * the language's plural rule picks (plural.ts) among the catalog's `count#<category>` texts.
 */
export function usePlural<K extends string>(catalog: MessageCatalog<K>): TranslatePlural<K> {
  const { locale } = useLocale();
  const messages: Readonly<Record<string, string>> = useMessagesIn(catalog, locale);
  return useCallback(
    (base, count, params) => {
      const intlLocale = INTL_LOCALES[locale];
      return formatMessage(pluralTemplate(messages, base, intlLocale, count), { ...params, count: new Intl.NumberFormat(intlLocale, { numberingSystem: 'latn' }).format(count) });
    },
    [messages, locale],
  );
}
