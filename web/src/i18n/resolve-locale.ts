import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '@lieux/contracts';

/**
 * The product's locale rule: the stored value wins when it is exactly `fr`, `en` or `ar`;
 * otherwise the first of the browser's preferred languages whose primary subtag is supported
 * (`fr-MA` → `fr`); otherwise French.
 */
export function resolveLocale(stored: string | null | undefined, browserLanguages: readonly string[]): Locale {
  if (isSupportedLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isSupportedLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
