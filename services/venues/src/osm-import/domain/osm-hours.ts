import OpeningHours from 'opening_hours';
import { OPENING_DAYS, weeklyHoursProblem, type WeeklyPeriod } from '@lieux/contracts';

/**
 * An OSM `opening_hours` value in the product's model (docs/opening-hours.md, docs/osm-import.md
 * "Opening hours"), read with the `opening_hours` library: its open intervals over a reference week
 * become the weekly periods, or "open 24/7".
 * - `weekly`: the week's periods (possibly none: "off" every day is a known, closed week… which the
 *   product cannot say, so it is `unparsed`);
 * - `uncertain` (among `unparsed`): the library reads words it keeps as a comment ("sur rendez-vous",
 *   `Mo-Fr "on appointment"`), an opening it calls unknown;
 * - `always`: open round the clock;
 * - `unparsed`: the library refused it, or its week changes with the season or the date (`Jan-Mar`,
 *   `week 1-10`), or it makes periods the product refuses: kept as text, counted in the report.
 */
export type OsmHours =
  | { kind: 'weekly'; periods: WeeklyPeriod[] }
  | { kind: 'always' }
  | { kind: 'unparsed'; reason: 'syntax' | 'not_weekly' | 'uncertain' | 'unrepresentable' };

/**
 * The reference week, in the process's local time (the library's): Monday 8 to Monday 15 January
 * 2024, a week without a Moroccan public holiday or a change of clocks. The library reads from the
 * Sunday before so that a period running from Sunday night into Monday comes as one interval.
 */
const WEEK_START = () => new Date(2024, 0, 8);
const READ_FROM = () => new Date(2024, 0, 7);
const READ_TO = () => new Date(2024, 0, 16);
const DAY_MS = 86_400_000;

/** Morocco's coordinates for the library (sunrise and sunset); it knows no Moroccan holidays, see `withoutHolidays`. */
const MOROCCO = { lat: 33.57, lon: -7.59, address: { country_code: 'ma', state: '' } };

/**
 * Rules about public or school holidays (`PH off`, `SH 10:00-12:00`, `Mo-Fr,PH 09:00-18:00`): the
 * library has no Moroccan holiday calendar and refuses them; the product's week carries no
 * holidays (a merchant adds them as special hours), so they are dropped before reading.
 */
export function withoutHolidays(value: string): string {
  return value
    .split(';')
    .map((rule) => rule.trim())
    .filter((rule) => !/^(PH|SH)\b/.test(rule))
    .map((rule) => rule.replace(/,\s*(PH|SH)\b|\b(PH|SH)\s*,/g, '').trim())
    .filter((rule) => rule.length > 0)
    .join('; ');
}

const hhmm = (date: Date): string => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
const dayOf = (date: Date) => OPENING_DAYS[(date.getDay() + 6) % 7];

/**
 * Values already read: an extract repeats the same few thousand values (`Mo-Su 08:00-22:00`), and the
 * library takes a fraction of a millisecond each. Not for values with sun events, which depend on the
 * position. Bounded: emptied when full. The answers are shared: read-only.
 */
const readBefore = new Map<string, OsmHours>();
const READ_BEFORE_MAX = 20_000;
const SUN_EVENTS = /sunrise|sunset|dawn|dusk/i;

/** Reads `value` (an OSM `opening_hours` tag); `position` gives the library a latitude for sunrise and sunset. */
export function parseOsmHours(value: string, position?: { lat: number; lon: number }): OsmHours {
  const trimmed = value.trim();
  if (SUN_EVENTS.test(trimmed)) return readHours(trimmed, position);
  const known = readBefore.get(trimmed);
  if (known) return known;
  const hours = readHours(trimmed, position);
  if (readBefore.size >= READ_BEFORE_MAX) readBefore.clear();
  readBefore.set(trimmed, hours);
  return hours;
}

function readHours(trimmed: string, position?: { lat: number; lon: number }): OsmHours {
  if (trimmed === '24/7') return { kind: 'always' };
  let hours: OpeningHours;
  try {
    const text = /\b(PH|SH)\b/.test(trimmed) ? withoutHolidays(trimmed) : trimmed;
    if (text.length === 0) return { kind: 'unparsed', reason: 'syntax' };
    hours = new OpeningHours(text, { ...MOROCCO, ...position }, { mode: 0, tag_key: 'opening_hours', map_value: false, warnings_severity: 4, locale: 'en' });
  } catch {
    return { kind: 'unparsed', reason: 'syntax' };
  }
  if (!hours.isWeekStable()) return { kind: 'unparsed', reason: 'not_weekly' };
  const weekStart = WEEK_START().getTime();
  const read = hours.getOpenIntervals(READ_FROM(), READ_TO());
  if (read.some((interval) => interval[2])) return { kind: 'unparsed', reason: 'uncertain' };
  if (read.some(([start, end]) => start.getTime() <= weekStart && end.getTime() >= weekStart + 7 * DAY_MS)) return { kind: 'always' };
  const intervals = read.filter(([start]) => start.getTime() >= weekStart && start.getTime() < weekStart + 7 * DAY_MS);
  const periods: WeeklyPeriod[] = [];
  for (const [start, end] of intervals) periods.push(...periodsOfInterval(start, end));
  if (periods.length === 0 || weeklyHoursProblem(periods)) return { kind: 'unparsed', reason: periods.length === 0 ? 'not_weekly' : 'unrepresentable' };
  return { kind: 'weekly', periods };
}

/**
 * An open interval as the week's periods: one period when it lasts less than a day (past midnight
 * included: 18:00–02:00); cut at each midnight when it lasts longer, a whole day being 00:00–23:59
 * (the product enters no 24:00, and a period may not close when it opens).
 */
function periodsOfInterval(start: Date, end: Date): WeeklyPeriod[] {
  const length = end.getTime() - start.getTime();
  if (length < DAY_MS) return [{ day: dayOf(start), opens: hhmm(start), closes: hhmm(end) }];
  const periods: WeeklyPeriod[] = [];
  let from = start;
  while (from.getTime() < end.getTime()) {
    const midnight = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 1);
    const to = midnight.getTime() < end.getTime() ? midnight : end;
    const closes = to === midnight ? (hhmm(from) === '00:00' ? '23:59' : '00:00') : hhmm(to);
    if (hhmm(from) !== closes) periods.push({ day: dayOf(from), opens: hhmm(from), closes });
    from = to;
  }
  return periods;
}
