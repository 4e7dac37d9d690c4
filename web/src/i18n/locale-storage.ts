import { LOCALE_COOKIE, type Locale } from '@lieux/contracts';

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
  // Also a cookie (LOCALE_COOKIE): the gateway sends a reader of an address without `?lang` to
  // their language's address before rendering the page (docs/architecture.md, "Pages rendered on the server").
  document.cookie = `${LOCALE_COOKIE}=${locale};path=/;max-age=31536000;samesite=lax`;
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
