import { OPENING_DAYS, type OpeningDay } from '../merchant/merchant.model.js';
import { MERCHANT_MESSAGES } from '../merchant/merchant.messages.js';
import { addDays } from '../merchant/merchant-figures.js';
import { endsNextDay, MAX_SPECIAL_HOURS_DAYS, minutesOf, type DayPeriod, type SpecialHours, type WeeklyPeriod } from './opening-hours.model.js';

/**
 * The rules of hours a merchant enters, beyond each field's shape (the DTO checks that): the same for
 * the form, which shows the message beside the day, and for the server, which refuses the request.
 */

export interface WeeklyHoursProblem {
  message: string;
  day: OpeningDay;
}

export interface SpecialHoursProblem {
  message: string;
  /** The entry of `specialHours` at fault. */
  index: number;
}

interface Span {
  start: number;
  end: number;
  owner: number;
}

/** A period's minutes, from `dayStart`: past midnight when it ends the next day. */
function spanOf(period: DayPeriod, dayStart: number, owner: number): Span {
  const opens = dayStart + minutesOf(period.opens);
  const closes = dayStart + minutesOf(period.closes) + (endsNextDay(period) ? 1440 : 0);
  return { start: opens, end: closes, owner };
}

/** The first span that overlaps an earlier one, on a cycle of `cycle` minutes (a week, or a day repeated). */
function firstOverlap(spans: Span[], cycle: number): Span | null {
  // A span past the cycle's end (Sunday night into Monday) also meets the spans of the cycle's start.
  const all = [...spans, ...spans.map((span) => ({ ...span, start: span.start - cycle, end: span.end - cycle }))].sort((a, b) => a.start - b.start || a.end - b.end);
  let reach = -Infinity;
  for (const span of all) {
    if (span.start < reach) return span;
    reach = Math.max(reach, span.end);
  }
  return null;
}

function sameTime(period: DayPeriod): boolean {
  return minutesOf(period.opens) === minutesOf(period.closes);
}

/** What is wrong with a week's periods, first problem only: a period closing when it opens, or two that overlap. */
export function weeklyHoursProblem(periods: readonly WeeklyPeriod[]): WeeklyHoursProblem | null {
  const equal = periods.find(sameTime);
  if (equal) return { message: MERCHANT_MESSAGES.openingHoursSameTime, day: equal.day };
  const spans = periods.map((period, index) => spanOf(period, OPENING_DAYS.indexOf(period.day) * 1440, index));
  const overlap = firstOverlap(spans, 7 * 1440);
  return overlap ? { message: MERCHANT_MESSAGES.openingHoursOverlap, day: periods[overlap.owner].day } : null;
}

/** What is wrong with special hours, first problem only: dates out of order or too far apart, periods as for a week, two entries on one day. */
export function specialHoursProblem(entries: readonly SpecialHours[]): SpecialHoursProblem | null {
  for (const [index, entry] of entries.entries()) {
    if (entry.to < entry.from) return { message: MERCHANT_MESSAGES.specialHoursInvalid, index };
    if (addDays(entry.from, MAX_SPECIAL_HOURS_DAYS - 1) < entry.to) return { message: MERCHANT_MESSAGES.specialHoursTooLong, index };
    if (entry.periods.some(sameTime)) return { message: MERCHANT_MESSAGES.openingHoursSameTime, index };
    // The entry's periods repeat each of its days: 20:00–03:00 and 02:00–05:00 meet on the next day.
    if (firstOverlap(entry.periods.map((period) => spanOf(period, 0, index)), 1440)) return { message: MERCHANT_MESSAGES.openingHoursOverlap, index };
  }
  const byStart = entries.map((entry, index) => ({ entry, index })).sort((a, b) => a.entry.from.localeCompare(b.entry.from));
  for (let at = 1; at < byStart.length; at += 1) {
    if (byStart[at].entry.from <= byStart[at - 1].entry.to) return { message: MERCHANT_MESSAGES.specialHoursOverlap, index: Math.max(byStart[at].index, byStart[at - 1].index) };
  }
  return null;
}
