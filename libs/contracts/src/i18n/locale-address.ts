import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locales.js';

/**
 * Each public page has one address per language (issue 29 §5): French without a parameter, the
 * others with `?lang=en` / `?lang=ar`. A query parameter rather than a `/ar/…` prefix: every route,
 * link and redirect the app and the gateway have stays as it is, and an address a reader shares
 * opens in the language they read it in. The gateway writes the page's `<html lang dir>`, canonical
 * and `hreflang` alternates from it; the web app reads it before the stored choice.
 */
export const LOCALE_PARAM = 'lang';

/**
 * The reader's stored choice of language, as a cookie beside the web app's localStorage: the gateway
 * sends an address without `?lang` to the chosen language's address before rendering it on the
 * server. Not a credential: it changes no API answer.
 */
export const LOCALE_COOKIE = 'lieux_locale';

/** The language an address's query names (`?lang=ar`), or undefined when it names none the product has. */
export function localeOfQuery(search: string | URLSearchParams): Locale | undefined {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get(LOCALE_PARAM);
  return isSupportedLocale(value) ? value : undefined;
}

/** `path` (with or without a query) as the address of that page in `locale`: French drops the parameter. */
export function pathInLocale(path: string, locale: Locale): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  if (locale === DEFAULT_LOCALE) query.delete(LOCALE_PARAM);
  else query.set(LOCALE_PARAM, locale);
  const search = query.toString();
  return `${pathname}${search === '' ? '' : `?${search}`}${hash}`;
}
