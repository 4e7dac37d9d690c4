import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@lieux/contracts';

/**
 * The interface's locale as `<html lang>` carries it (set before the first paint and on every switch,
 * i18n/document-locale.ts): the language every API call asks its error messages in.
 */
export function interfaceLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isSupportedLocale(lang) ? lang : DEFAULT_LOCALE;
}
