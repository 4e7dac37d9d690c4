import { addDays, daysEnding, localDay, trend } from './merchant-figures.js';

describe('days in Morocco', () => {
  it('counts a moment by its Casablanca day', () => {
    // 23:30 UTC on 21 November is 00:30 on the 22nd in Casablanca (UTC+1).
    expect(localDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(localDay(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-21');
  });

  it('lists the days of a period, oldest first, across months', () => {
    expect(daysEnding('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('trends', () => {
  it('gives the change against the previous period as a whole percentage', () => {
    expect(trend(150, 100)).toEqual({ current: 150, previous: 100, changePercent: 50 });
    expect(trend(50, 100).changePercent).toBe(-50);
    expect(trend(3, -2).changePercent).toBe(250);
  });

  it('has no change without something to compare with, and never invents a value', () => {
    expect(trend(10, 0).changePercent).toBeNull();
    expect(trend(10, null)).toEqual({ current: 10, previous: null, changePercent: null });
    expect(trend(null, null)).toEqual({ current: null, previous: null, changePercent: null });
  });
});
