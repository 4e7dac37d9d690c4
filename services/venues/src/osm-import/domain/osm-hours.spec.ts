import { parseOsmHours, withoutHolidays } from './osm-hours.js';

describe('OSM opening_hours in the product’s week', () => {
  it('reads weekdays, Saturday mornings and a lunch break', () => {
    expect(parseOsmHours('Mo-Fr 08:00-12:00,14:00-19:00; Sa 09:00-13:00')).toEqual({
      kind: 'weekly',
      periods: [
        ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].flatMap((day) => [
          { day, opens: '08:00', closes: '12:00' },
          { day, opens: '14:00', closes: '19:00' },
        ]),
        { day: 'saturday', opens: '09:00', closes: '13:00' },
      ],
    });
  });

  it('keeps a bar’s night past midnight as one period, Sunday’s included', () => {
    const hours = parseOsmHours('Mo-Su 18:00-02:00');
    expect(hours.kind).toBe('weekly');
    if (hours.kind !== 'weekly') return;
    expect(hours.periods).toHaveLength(7);
    expect(hours.periods).toContainEqual({ day: 'sunday', opens: '18:00', closes: '02:00' });
    expect(hours.periods).not.toContainEqual(expect.objectContaining({ opens: '00:00' }));
  });

  it('reads 24/7 and every day 00:00-24:00 as open round the clock', () => {
    expect(parseOsmHours('24/7')).toEqual({ kind: 'always' });
    expect(parseOsmHours('Mo-Su 00:00-24:00')).toEqual({ kind: 'always' });
  });

  it('drops the holiday rules the library cannot place in Morocco, and keeps the week', () => {
    expect(withoutHolidays('Mo-Sa 09:00-18:00; PH off')).toBe('Mo-Sa 09:00-18:00');
    expect(withoutHolidays('Mo-Fr,PH 09:00-18:00')).toBe('Mo-Fr 09:00-18:00');
    const hours = parseOsmHours('Mo-Sa 09:00-18:00; PH off');
    expect(hours.kind === 'weekly' && hours.periods.length).toBe(6);
  });

  it('keeps as text what is not OSM syntax or not the same every week', () => {
    expect(parseOsmHours('tous les jours sauf le lundi')).toEqual({ kind: 'unparsed', reason: 'syntax' });
    expect(parseOsmHours('Jan-Mar Mo-Fr 10:00-12:00')).toEqual({ kind: 'unparsed', reason: 'not_weekly' });
    expect(parseOsmHours('off')).toEqual({ kind: 'unparsed', reason: 'not_weekly' });
    expect(parseOsmHours('sur rendez-vous')).toEqual({ kind: 'unparsed', reason: 'uncertain' });
  });

  it('cuts a stay open over several days at each midnight', () => {
    const hours = parseOsmHours('Mo 08:00-24:00; Tu 00:00-24:00; We 00:00-18:00');
    if (hours.kind !== 'weekly') throw new Error(JSON.stringify(hours));
    expect(hours.periods).toEqual([
      { day: 'monday', opens: '08:00', closes: '00:00' },
      { day: 'tuesday', opens: '00:00', closes: '23:59' },
      { day: 'wednesday', opens: '00:00', closes: '18:00' },
    ]);
  });
});
