import type { Locale } from '@lieux/contracts';

const compactFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A count as the cards show it (spec: over 1000 in thousands with 'k'): 950 → "950",
 * 1200 → "1,2 k" in French, "1.2K" in English, "1.2 ألف" in Arabic — the reader's own
 * abbreviation and decimal separator, from the browser's Intl.
 */
export function formatCount(value: number, locale: Locale): string {
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(locale, format);
  }
  return format.format(value);
}

/** A Google rating on 5 with one decimal, in the reader's notation: 4.6 → "4,6" in French. */
export function formatRating(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/**
 * The day the accounts' figures were read, short ("27 nov.", "Nov 27", "27 نوفمبر"), on Morocco's
 * calendar like every day the product shows.
 */
export function formatFiguresDay(iso: string, locale: Locale): string {
  return new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'Africa/Casablanca' });
}

/** A score 0–100 as a whole number (scores may carry decimals from the formula). */
export function formatScore(value: number): string {
  return String(Math.round(value));
}
