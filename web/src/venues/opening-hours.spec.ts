import { dayName, periodsByDay } from './opening-hours';

describe('periodsByDay', () => {
  it('lists the seven days Monday first, each with its periods in order, closed days empty', () => {
    const days = periodsByDay([
      { day: 'friday', opens: '19:00', closes: '23:30' },
      { day: 'friday', opens: '12:00', closes: '15:00' },
      { day: 'monday', opens: '18:00', closes: '02:00' },
    ]);
    expect(days.map(({ day }) => day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(days[0].periods).toEqual([{ day: 'monday', opens: '18:00', closes: '02:00' }]);
    expect(days[4].periods.map(({ opens }) => opens)).toEqual(['12:00', '19:00']);
    expect(days[1].periods).toEqual([]);
  });
});

describe('dayName', () => {
  it("names the day in the reader's language", () => {
    expect(dayName('monday', 'fr')).toBe('lundi');
    expect(dayName('sunday', 'en')).toBe('Sunday');
  });
});
