import { addDays } from '../merchant/merchant-figures.js';
import { OPENING_DAYS, type OpeningDay } from '../merchant/merchant.model.js';
import { CLOSING_SOON_MINUTES, endsNextDay, hoursKnown, minutesOf, OPENING_HOURS_TIME_ZONE, periodsOn, weekdayOf, type OpeningSchedule } from './opening-hours.model.js';
import { instantOf, wallClockAt } from './zoned-time.js';

/** A moment on the venue's clock: its date, weekday and time, and how many days from today. */
export interface LocalMoment {
  date: string;
  day: OpeningDay;
  /** `HH:MM` */
  time: string;
  /** 0 today, 1 tomorrow… */
  inDays: number;
}

/**
 * A venue's state at an instant:
 * - `open`, until `closesAt` (null: open round the clock for the week ahead), `closingSoon` within 30 minutes;
 * - `closed`, until `opensAt` (null: not within the week ahead);
 * - `unknown`: no hours given; `permanently_closed`.
 */
export type OpeningState =
  | { status: 'open'; closesAt: LocalMoment | null; closingSoon: boolean }
  | { status: 'closed'; opensAt: LocalMoment | null }
  | { status: 'unknown' }
  | { status: 'permanently_closed' };

/** How far ahead a state looks for the next opening or closing. */
const HORIZON_DAYS = 8;
const DAY_MINUTES = 24 * 60;

/** Minutes counted from today's local midnight (negative: yesterday). */
interface Span {
  start: number;
  end: number;
}

/**
 * The venue's open spans from yesterday to the horizon, merged where they touch (a day open until
 * 24:00 and the next from 00:00 is one span). A period past midnight runs into the next day whatever
 * that day's own hours are: the rule the search's "open now" applies too (docs/opening-hours.md).
 */
function openSpans(schedule: OpeningSchedule, today: string): Span[] {
  const spans: Span[] = [];
  for (let offset = -1; offset <= HORIZON_DAYS; offset += 1) {
    const base = offset * DAY_MINUTES;
    for (const period of periodsOn(schedule, addDays(today, offset))) {
      const opens = minutesOf(period.opens);
      const closes = minutesOf(period.closes) + (endsNextDay(period) ? DAY_MINUTES : 0);
      spans.push({ start: base + opens, end: base + closes });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

function momentAt(today: string, minutes: number): LocalMoment {
  const inDays = Math.floor(minutes / DAY_MINUTES);
  const date = addDays(today, inDays);
  const ofDay = minutes - inDays * DAY_MINUTES;
  return { date, day: weekdayOf(date), time: `${String(Math.floor(ofDay / 60)).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}`, inDays };
}

/** The state of a venue with `schedule` at `instant`, read on Casablanca's clocks. */
export function openingState(schedule: OpeningSchedule, instant: Date, zone: string = OPENING_HOURS_TIME_ZONE): OpeningState {
  if (schedule.permanentlyClosed) return { status: 'permanently_closed' };
  if (!hoursKnown(schedule)) return { status: 'unknown' };
  const now = wallClockAt(instant, zone);
  const spans = openSpans(schedule, now.date);
  const horizon = HORIZON_DAYS * DAY_MINUTES;
  const current = spans.find((span) => span.start <= now.minutes && now.minutes < span.end);
  if (current) {
    if (current.end >= horizon) return { status: 'open', closesAt: null, closingSoon: false };
    // Real minutes, not wall-clock ones: the night the clocks change, 02:45 to 03:00 may be 75 minutes.
    const left = (instantOf(now.date, current.end, zone).getTime() - instant.getTime()) / 60_000;
    return { status: 'open', closesAt: momentAt(now.date, current.end), closingSoon: left <= CLOSING_SOON_MINUTES };
  }
  const next = spans.find((span) => span.start > now.minutes && span.start < horizon);
  return { status: 'closed', opensAt: next ? momentAt(now.date, next.start) : null };
}

/**
 * An instant as the search's "open now" reads it (docs/opening-hours.md): the Casablanca date, the
 * minute of its day, and the minute of the week from Monday 00:00 (the search table's `open_week`).
 */
export interface OpenMoment {
  date: string;
  minuteOfDay: number;
  minuteOfWeek: number;
}

export function openMomentAt(instant: Date, zone: string = OPENING_HOURS_TIME_ZONE): OpenMoment {
  const { date, minutes } = wallClockAt(instant, zone);
  return { date, minuteOfDay: minutes, minuteOfWeek: OPENING_DAYS.indexOf(weekdayOf(date)) * DAY_MINUTES + minutes };
}
