/**
 * Wall-clock time in an IANA zone, both ways. Morocco's offset is +1 most of the year and +0 during
 * Ramadan: a closing time read as a fixed offset would be an hour off for a month.
 */

export interface WallClock {
  /** `YYYY-MM-DD` */
  date: string;
  /** Minutes since local midnight. */
  minutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formats.set(zone, format);
  }
  return format;
}

function fieldsAt(instant: Date, zone: string): Record<string, number> {
  const fields: Record<string, number> = {};
  for (const part of formatIn(zone).formatToParts(instant)) if (part.type !== 'literal') fields[part.type] = Number(part.value);
  return fields;
}

/** The date and time `instant` shows on a clock in `zone` (to the minute). */
export function wallClockAt(instant: Date, zone: string): WallClock {
  const f = fieldsAt(instant, zone);
  const date = `${String(f.year).padStart(4, '0')}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`;
  return { date, minutes: f.hour * 60 + f.minute };
}

/** How far `zone`'s clocks are ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const f = fieldsAt(new Date(instant), zone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a clock in `zone` shows `date` at `minutes` past midnight (minutes may pass 1440: the
 * days after). A time the clocks skip, or show twice, reads as the earlier of its two readings.
 */
export function instantOf(date: string, minutes: number, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  const first = asUtc - offsetAt(asUtc, zone);
  const second = asUtc - offsetAt(first, zone);
  return new Date(Math.min(first, second));
}
