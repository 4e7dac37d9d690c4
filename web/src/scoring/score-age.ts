import { SCORE_STALE_AFTER_HOURS, type Locale } from '@lieux/contracts';

/** How old a score is, in the largest unit that reads naturally ("il y a 3 h", "il y a 2 j"). */
export type ScoreAge =
  | { unit: 'now' }
  | { unit: 'minute' | 'hour' | 'day'; value: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The age of a computation at `now`; a clock a little ahead of the server's reads as "just now". */
export function scoreAge(computedAt: string, now: Date): ScoreAge {
  const elapsed = now.getTime() - new Date(computedAt).getTime();
  if (elapsed < MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minute', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', value: Math.floor(elapsed / HOUR) };
  return { unit: 'day', value: Math.floor(elapsed / DAY) };
}

/** Older than the daily run's period: the page says it is waiting for the next computation. */
export function isStale(computedAt: string, now: Date): boolean {
  return now.getTime() - new Date(computedAt).getTime() > SCORE_STALE_AFTER_HOURS * HOUR;
}

/** "il y a 3 h" / "3 hr. ago" / "قبل 3 ساعات", from the browser's Intl; null for "just now" (a text of the catalog). */
export function formatScoreAge(age: ScoreAge, locale: Locale): string | null {
  if (age.unit === 'now') return null;
  return new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'always' }).format(-age.value, age.unit);
}
