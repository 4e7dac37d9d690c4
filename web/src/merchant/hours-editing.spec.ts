import { copyDay, hoursProblems, modeOf, NO_HOURS, withMode } from './hours-editing';

describe('editing hours', () => {
  it('chooses between a week, 24/7 and unknown, starting a week the merchant only adjusts', () => {
    expect(modeOf(NO_HOURS)).toBe('unknown');
    const week = withMode(NO_HOURS, 'weekly');
    expect(modeOf(week)).toBe('weekly');
    expect(week.openingHours.filter((period) => period.day === 'monday')).toEqual([{ day: 'monday', opens: '09:00', closes: '19:00' }]);
    expect(week.openingHours.some((period) => period.day === 'sunday')).toBe(false);
    expect(withMode(week, 'always')).toMatchObject({ alwaysOpen: true, openingHours: [] });
    // Back to the week: the periods the merchant had typed, not the starting week.
    const typed = [{ day: 'friday' as const, opens: '18:00', closes: '02:00' }];
    expect(withMode(withMode({ ...week, openingHours: typed }, 'always'), 'weekly', typed).openingHours).toEqual(typed);
  });

  it('copies a day to others, replacing their periods ("same hours every day" is a copy to all)', () => {
    const week = [
      { day: 'monday' as const, opens: '08:00', closes: '12:00' },
      { day: 'monday' as const, opens: '14:00', closes: '19:00' },
      { day: 'tuesday' as const, opens: '10:00', closes: '11:00' },
    ];
    const copied = copyDay(week, 'monday', ['monday', 'tuesday', 'sunday']);
    expect(copied.filter((period) => period.day === 'tuesday')).toEqual([
      { day: 'tuesday', opens: '08:00', closes: '12:00' },
      { day: 'tuesday', opens: '14:00', closes: '19:00' },
    ]);
    expect(copied.filter((period) => period.day === 'sunday')).toHaveLength(2);
    expect(copied.filter((period) => period.day === 'monday')).toHaveLength(2);
  });

  it('finds the server’s faults before sending, at their day or entry', () => {
    expect(hoursProblems({ ...NO_HOURS, openingHours: [{ day: 'friday', opens: '09:00', closes: '09:00' }] })).toEqual({ day: { day: 'friday', rule: 'sameTime' } });
    expect(
      hoursProblems({
        ...NO_HOURS,
        openingHours: [
          { day: 'friday', opens: '20:00', closes: '03:00' },
          { day: 'saturday', opens: '02:00', closes: '12:00' },
        ],
      }),
    ).toEqual({ day: { day: 'saturday', rule: 'overlap' } });
    expect(hoursProblems({ ...NO_HOURS, openingHours: [{ day: 'friday', opens: '', closes: '18:00' }] })).toEqual({ day: { day: 'friday', rule: 'timeInvalid' } });
    expect(hoursProblems({ ...NO_HOURS, specialHours: [{ from: '2027-02-08', to: '2027-02-01', label: '', periods: [] }] })).toEqual({ special: { index: 0, rule: 'specialInvalid' } });
    expect(hoursProblems({ ...NO_HOURS, specialHours: [{ from: '', to: '2027-02-01', label: '', periods: [] }] })).toEqual({ special: { index: 0, rule: 'specialInvalid' } });
    expect(hoursProblems(withMode(NO_HOURS, 'weekly'))).toEqual({});
  });
});
