import type { ComponentState } from '@lieux/contracts';
import { checkSlot, lastDays, moroccoDay, recordsRound, uptimeOver, uptimePercent } from './uptime.js';

describe('uptime', () => {
  it('keys a round by the start of its interval, the same for every replica', () => {
    expect(checkSlot(new Date('2026-11-21T22:05:41.123Z'), 60_000).toISOString()).toBe('2026-11-21T22:05:00.000Z');
    expect(checkSlot(new Date('2026-11-21T22:05:59.999Z'), 60_000)).toEqual(checkSlot(new Date('2026-11-21T22:05:00.000Z'), 60_000));
  });

  it('counts days as Morocco does', () => {
    expect(moroccoDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    const days = lastDays(new Date('2026-11-21T12:00:00Z'), 90);
    expect(days).toHaveLength(90);
    expect(days.at(-1)).toBe('2026-11-21');
    expect(days[0]).toBe('2026-08-24');
  });

  it('is up ÷ (up + down), null without a counted check', () => {
    expect(uptimePercent(3, 1)).toBe(75);
    expect(uptimePercent(2, 1)).toBe(66.67);
    expect(uptimePercent(0, 0)).toBeNull();
  });

  it('fills every day of the bar and sums the window', () => {
    const result = uptimeOver(['2026-11-20', '2026-11-21'], [{ day: '2026-11-21', up: 9, down: 1 }, { day: '2026-08-01', up: 0, down: 50 }]);
    expect(result).toEqual({ uptime: 90, days: [{ day: '2026-11-20', uptime: null }, { day: '2026-11-21', uptime: 90 }] });
  });
});

describe('what the recorder records after it starts (issue 30: only what it observed)', () => {
  const startedAt = new Date('2026-11-28T03:00:00Z');
  const at = (seconds: number) => new Date(startedAt.getTime() + seconds * 1000);
  const lines = (...states: ComponentState[]) => states.map((state) => ({ state }));
  const GRACE = 300_000;

  it('leaves out the rounds while the platform is still starting: no data, not down', () => {
    expect(recordsRound(lines('degraded', 'operational', 'outage', 'outage', 'outage', 'outage'), startedAt, at(5), GRACE, false)).toBe(false);
    expect(recordsRound(lines('operational', 'operational', 'operational', 'unknown', 'operational', 'operational'), startedAt, at(60), GRACE, false)).toBe(false);
  });

  it('records from the first round where every line answered, then every round, outages included', () => {
    expect(recordsRound(lines('operational', 'operational', 'operational', 'degraded', 'operational', 'operational'), startedAt, at(90), GRACE, false)).toBe(true);
    expect(recordsRound(lines('outage', 'outage', 'outage', 'outage', 'outage', 'outage'), startedAt, at(120), GRACE, true)).toBe(true);
  });

  it('records whatever it measures once the grace is over: a platform that never came up is down', () => {
    expect(recordsRound(lines('degraded', 'operational', 'outage', 'outage', 'outage', 'outage'), startedAt, at(300), GRACE, false)).toBe(true);
  });
});
