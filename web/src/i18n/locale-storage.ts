import type { Locale } from '@lieux/contracts';

export const LOCALE_STORAGE_KEY = 'locale';

/** The stored choice, as written (validated by `resolveLocale`); null when storage is unavailable. */
export function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeStoredLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the choice simply lasts until the page is closed.
  }
}

export function browserLanguages(): readonly string[] {
  if (navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
