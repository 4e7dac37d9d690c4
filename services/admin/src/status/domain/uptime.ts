import { countsAsUp, moroccoDay, type ComponentState, type DayUptimeDto } from '@lieux/contracts';

const DAY_MS = 24 * 3_600_000;

/** The start of the check interval `now` falls in: the recorded row's key, the same for every replica. */
export function checkSlot(now: Date, intervalMs: number): Date {
  return new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
}

export { moroccoDay };

/** The `days` days ending with `now`'s, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) => moroccoDay(new Date(now.getTime() - (days - 1 - index) * DAY_MS)));
}

/** One line's recorded checks of one day, counted by the database. */
export interface DailyCheckCount {
  day: string;
  up: number;
  down: number;
}

/** Up ÷ (up + down), in %, to two decimals; null when no check counted (only unknown, or none). */
export function uptimePercent(up: number, down: number): number | null {
  const known = up + down;
  return known === 0 ? null : Math.round((up / known) * 10_000) / 100;
}

/** The bar of one line: every day of the window, null where nothing was recorded; and the window's uptime. */
export function uptimeOver(days: readonly string[], counts: readonly DailyCheckCount[]): { uptime: number | null; days: DayUptimeDto[] } {
  const byDay = new Map(counts.map((count) => [count.day, count]));
  const bar = days.map((day) => {
    const count = byDay.get(day);
    return { day, uptime: count ? uptimePercent(count.up, count.down) : null };
  });
  const inWindow = counts.filter((count) => days.includes(count.day));
  const up = inWindow.reduce((sum, count) => sum + count.up, 0);
  const down = inWindow.reduce((sum, count) => sum + count.down, 0);
  return { uptime: uptimePercent(up, down), days: bar };
}

/** How long after the recorder starts it waits, at most, for the platform to be up before recording. */
export const DEFAULT_STARTUP_GRACE_MS = 5 * 60_000;

/**
 * Whether a round is recorded (issue 30: the status page measures only what it observed). A recorder
 * that has just started sees the platform starting with it — services not answering yet, the gateway
 * not serving — and would record that as an outage: its rounds are left out ("no data", grey) until
 * every line answered once (`settled`), or until `graceMs` passed, after which whatever is measured is
 * recorded, a real outage included.
 */
export function recordsRound(probes: ReadonlyArray<{ state: ComponentState }>, startedAt: Date, now: Date, graceMs: number, settled: boolean): boolean {
  if (settled || now.getTime() - startedAt.getTime() >= graceMs) return true;
  return probes.length > 0 && probes.every((probe) => probe.state !== 'outage' && probe.state !== 'unknown');
}

/** Whether a recorded state counts for the uptime, and how. */
export function uptimeBucket(state: ComponentState): 'up' | 'down' | null {
  const up = countsAsUp(state);
  return up === null ? null : up ? 'up' : 'down';
}
