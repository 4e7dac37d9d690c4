import { directionOf, type Locale } from '@lieux/contracts';

/** Sets `<html lang dir>`: screen readers, fonts, hyphenation and right-to-left layout follow it. */
export function applyDocumentLocale(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
}
