import { OPENING_DAYS, type OpeningDay } from '../merchant/merchant.model.js';

/**
 * Opening hours (issue 27): a weekly schedule, "open 24/7", special hours for dates (a holiday's
 * closure, Ramadan's hours), and the venue's "permanently closed" mark. docs/opening-hours.md explains
 * each decision. Times are wall-clock times of Africa/Casablanca.
 */

/** The zone every schedule is read in: Morocco's offset changes around Ramadan, so never a fixed offset. */
export const OPENING_HOURS_TIME_ZONE = 'Africa/Casablanca';

/** "Ferme bientôt": the venue closes within this many minutes. */
export const CLOSING_SOON_MINUTES = 30;

/** At most this many special-hours entries per venue (the year's holidays and Ramadan, with slack). */
export const MAX_SPECIAL_HOURS = 30;
/** At most this many periods in one special-hours entry. */
export const MAX_SPECIAL_PERIODS = 4;
/** An entry spans at most this many days (Ramadan is 29 or 30). */
export const MAX_SPECIAL_HOURS_DAYS = 62;
/** A special-hours entry's label ("Aïd al-Fitr", "Ramadan"): at most this many characters. */
export const SPECIAL_HOURS_LABEL_MAX = 60;

/** `YYYY-MM-DD`, a calendar date. */
export const CALENDAR_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether `text` is a date of the calendar (`YYYY-MM-DD`, 30 February is not). */
export function isCalendarDate(text: unknown): text is string {
  return typeof text === 'string' && CALENDAR_DATE_PATTERN.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
}

/** One period of a day: from `opens` to `closes` (HH:MM); `closes` before `opens` ends the next day (18:00–02:00). */
export interface DayPeriod {
  opens: string;
  closes: string;
}

/** A weekly period: `day`'s `opens`–`closes`. */
export interface WeeklyPeriod extends DayPeriod {
  day: OpeningDay;
}

/** Hours for the dates `from`–`to` (inclusive) that replace the week's: no period means closed those days. */
export interface SpecialHours {
  from: string;
  to: string;
  label: string;
  periods: DayPeriod[];
}

/** What the state of a venue is computed from. Neither periods nor `alwaysOpen`: hours unknown. */
export interface OpeningSchedule {
  openingHours: readonly WeeklyPeriod[];
  alwaysOpen: boolean;
  specialHours: readonly SpecialHours[];
  permanentlyClosed: boolean;
}

/** Minutes since midnight of an `HH:MM` time. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Whether a period ends the day after it opens (a bar's 18:00–02:00). */
export function endsNextDay(period: DayPeriod): boolean {
  return minutesOf(period.closes) < minutesOf(period.opens);
}

/** The weekday of a calendar date (`YYYY-MM-DD`). */
export function weekdayOf(date: string): OpeningDay {
  const [year, month, day] = date.split('-').map(Number);
  // getUTCDay: 0 is Sunday; OPENING_DAYS starts on Monday.
  return OPENING_DAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7];
}

/** The whole day, for a venue open round the clock: 24:00 is the day's end (only here, never entered). */
const WHOLE_DAY: DayPeriod = { opens: '00:00', closes: '24:00' };

/**
 * The hours that apply on `date`: its special hours when it has some, else the whole day when the
 * venue is open round the clock, else the week's for its weekday.
 */
export function periodsOn(schedule: Pick<OpeningSchedule, 'openingHours' | 'specialHours' | 'alwaysOpen'>, date: string): readonly DayPeriod[] {
  const special = schedule.specialHours.find((entry) => entry.from <= date && date <= entry.to);
  if (special) return special.periods;
  if (schedule.alwaysOpen) return [WHOLE_DAY];
  const day = weekdayOf(date);
  return schedule.openingHours.filter((period) => period.day === day);
}

/** Whether the schedule says anything about when the venue opens. */
export function hoursKnown(schedule: Pick<OpeningSchedule, 'openingHours' | 'alwaysOpen'>): boolean {
  return schedule.alwaysOpen || schedule.openingHours.length > 0;
}
