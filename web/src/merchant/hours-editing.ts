import {
  isCalendarDate,
  MERCHANT_MESSAGES,
  OPENING_DAYS,
  OPENING_TIME_PATTERN,
  specialHoursProblem,
  weeklyHoursProblem,
  type OpeningDay,
  type OpeningPeriodDto,
  type SpecialHoursDto,
} from '@lieux/contracts';

/** What the hours editor edits, as `POST /api/venues` and `PATCH /api/venues/{id}` take it. */
export interface HoursValue {
  openingHours: OpeningPeriodDto[];
  alwaysOpen: boolean;
  specialHours: SpecialHoursDto[];
}

export const NO_HOURS: HoursValue = { openingHours: [], alwaysOpen: false, specialHours: [] };

/** The editor's first question: a week of periods, open 24/7, or hours not given. */
export type HoursMode = 'weekly' | 'always' | 'unknown';

export function modeOf(value: HoursValue): HoursMode {
  if (value.alwaysOpen) return 'always';
  return value.openingHours.length > 0 ? 'weekly' : 'unknown';
}

/** A week to start from when a merchant chooses to give hours: Monday to Saturday, 9 h to 19 h. */
const STARTING_WEEK: OpeningPeriodDto[] = OPENING_DAYS.filter((day) => day !== 'sunday').map((day) => ({ day, opens: '09:00', closes: '19:00' }));

/** The value once the mode is chosen: 24/7 and "unknown" have no periods; a week starts from one to adjust. */
export function withMode(value: HoursValue, mode: HoursMode, previousWeek: OpeningPeriodDto[] = []): HoursValue {
  if (mode === 'always') return { ...value, alwaysOpen: true, openingHours: [] };
  if (mode === 'unknown') return { ...value, alwaysOpen: false, openingHours: [] };
  const week = value.openingHours.length > 0 ? value.openingHours : previousWeek.length > 0 ? previousWeek : STARTING_WEEK;
  return { ...value, alwaysOpen: false, openingHours: week };
}

/** The week with `day`'s periods replaced. */
export function withDay(periods: readonly OpeningPeriodDto[], day: OpeningDay, dayPeriods: readonly { opens: string; closes: string }[]): OpeningPeriodDto[] {
  return [...periods.filter((period) => period.day !== day), ...dayPeriods.map(({ opens, closes }) => ({ day, opens, closes }))];
}

/** `from`'s periods copied to each of `to` (their own periods replaced). */
export function copyDay(periods: readonly OpeningPeriodDto[], from: OpeningDay, to: readonly OpeningDay[]): OpeningPeriodDto[] {
  const source = periods.filter((period) => period.day === from);
  return to.reduce<OpeningPeriodDto[]>((week, day) => (day === from ? week : withDay(week, day, source)), [...periods]);
}

/** The messages of the hours' rules, named for the screen to show them in the reader's language. */
export type HoursRule = 'overlap' | 'sameTime' | 'specialInvalid' | 'specialTooLong' | 'specialOverlap' | 'timeInvalid';

const RULE_OF_MESSAGE: ReadonlyMap<string, HoursRule> = new Map([
  [MERCHANT_MESSAGES.openingHoursOverlap, 'overlap'],
  [MERCHANT_MESSAGES.openingHoursSameTime, 'sameTime'],
  [MERCHANT_MESSAGES.specialHoursInvalid, 'specialInvalid'],
  [MERCHANT_MESSAGES.specialHoursTooLong, 'specialTooLong'],
  [MERCHANT_MESSAGES.specialHoursOverlap, 'specialOverlap'],
]);

const isTime = (text: string) => OPENING_TIME_PATTERN.test(text);

/** What is wrong with the hours, where: a day of the week, or a special-hours entry (the server's rules, before sending). */
export interface HoursProblems {
  day?: { day: OpeningDay; rule: HoursRule };
  special?: { index: number; rule: HoursRule };
}

export function hoursProblems(value: HoursValue): HoursProblems {
  const problems: HoursProblems = {};
  const badTime = value.openingHours.find((period) => !isTime(period.opens) || !isTime(period.closes));
  if (badTime) problems.day = { day: badTime.day, rule: 'timeInvalid' };
  else {
    const weekly = weeklyHoursProblem(value.openingHours);
    if (weekly) problems.day = { day: weekly.day, rule: RULE_OF_MESSAGE.get(weekly.message) ?? 'overlap' };
  }
  const badEntry = value.specialHours.findIndex((entry) => !isCalendarDate(entry.from) || !isCalendarDate(entry.to) || entry.periods.some((period) => !isTime(period.opens) || !isTime(period.closes)));
  if (badEntry >= 0) problems.special = { index: badEntry, rule: 'specialInvalid' };
  else {
    const special = specialHoursProblem(value.specialHours);
    if (special) problems.special = { index: special.index, rule: RULE_OF_MESSAGE.get(special.message) ?? 'specialInvalid' };
  }
  return problems;
}
