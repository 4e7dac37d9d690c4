import type { ComponentState, Locale } from '@lieux/contracts';
import { INTL_LOCALES } from '../../i18n/intl-locales';

/** A date and time as the reader writes it, in Moroccan time. */
export function formatStatusTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Africa/Casablanca' }).format(new Date(iso));
}

/** A day of the uptime bar (`2026-11-21`) in the reader's words. */
export function formatStatusDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** Mantine colour of each state (the badge, the banner): dark shades, so white text on them reads (WCAG AA). */
export const STATE_COLOR: Record<ComponentState, string> = { operational: 'teal.9', degraded: 'orange.9', outage: 'red.9', unknown: 'gray.8' };

/** A day of the bar: green when fully up, amber for a partial day, red below 90 %, grey with no measure. */
export function dayColor(uptime: number | null): string {
  if (uptime === null) return 'var(--mantine-color-gray-3)';
  if (uptime >= 99.9) return 'var(--mantine-color-teal-6)';
  if (uptime >= 90) return 'var(--mantine-color-yellow-6)';
  return 'var(--mantine-color-red-7)';
}

/** `99,95` in French and Arabic, `99.95` in English. */
export function formatPercent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 2, numberingSystem: 'latn' }).format(value);
}
