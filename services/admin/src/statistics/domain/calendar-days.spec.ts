import { daysBetween } from './calendar-days.js';

describe('the days of an analytics period', () => {
  it('lists every day of a period, both ends included, across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
  });
});
