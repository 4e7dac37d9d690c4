import type { Locale } from '@lieux/contracts';
import { INTL_LOCALES } from '../i18n/intl-locales';

/** When the platform's figures were last read, in the reader's words and Moroccan time: "22 nov. 2026, 09:15". */
export function formatSyncTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Casablanca' }).format(new Date(iso));
}
