import type { TrendValueDto } from './merchant.dto.js';
import { MERCHANT_TIME_ZONE } from './merchant.model.js';

/**
 * Calendar days and trends of the merchant's figures, shared by the venues service (votes) and the
 * gateway (visitors), so both count the same days and compute the same trends.
 */

/** Calendar days are Morocco's: a visit or a vote at 00:30 local time counts for the new day. */
const DAY = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', { timeZone: MERCHANT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** `yyyy-mm-dd` of `date` in Africa/Casablanca. */
export function localDay(date: Date): string {
  return DAY.format(date);
}

/** `day` moved by `delta` days (calendar arithmetic on the date alone). */
export function addDays(day: string, delta: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + delta)).toISOString().slice(0, 10);
}

/** The `days` days ending with `lastDay`, oldest first. */
export function daysEnding(lastDay: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => addDays(lastDay, index - days + 1));
}

/**
 * A figure with its trend. Nothing known stays null (never a made-up 0); the change is a whole
 * percentage, null when there is nothing to compare with (no previous value, or a previous 0).
 */
export function trend(current: number | null, previous: number | null): TrendValueDto {
  const changePercent = current === null || previous === null || previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 100);
  return { current, previous, changePercent };
}
