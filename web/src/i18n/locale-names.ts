import type { Locale } from '@lieux/contracts';

/** Each language named in itself, so a reader finds their own language whatever is shown. */
export const LOCALE_NAMES: Record<Locale, string> = {
  fr: 'Français',
  en: 'English',
  ar: 'العربية',
};
