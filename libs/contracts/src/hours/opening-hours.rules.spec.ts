import { MERCHANT_MESSAGES } from '../merchant/merchant.messages.js';
import { specialHoursProblem, weeklyHoursProblem } from './opening-hours.rules.js';

describe('the week’s hours a merchant enters', () => {
  it('accepts lunch and dinner, back-to-back periods, and late nights that end before the next day opens', () => {
    expect(
      weeklyHoursProblem([
        { day: 'monday', opens: '12:00', closes: '15:00' },
        { day: 'monday', opens: '19:00', closes: '23:30' },
        { day: 'tuesday', opens: '08:00', closes: '12:00' },
        { day: 'tuesday', opens: '12:00', closes: '18:00' },
        { day: 'saturday', opens: '18:00', closes: '02:00' },
        { day: 'sunday', opens: '10:00', closes: '01:00' },
        { day: 'monday', opens: '01:00', closes: '02:00' },
      ]),
    ).toBeNull();
  });

  it('refuses a period that closes when it opens', () => {
    expect(weeklyHoursProblem([{ day: 'friday', opens: '09:00', closes: '09:00' }])).toEqual({ message: MERCHANT_MESSAGES.openingHoursSameTime, day: 'friday' });
  });

  it('refuses overlapping periods, on one day or across midnight, Sunday night into Monday included', () => {
    expect(
      weeklyHoursProblem([
        { day: 'wednesday', opens: '09:00', closes: '14:00' },
        { day: 'wednesday', opens: '13:00', closes: '18:00' },
      ]),
    ).toEqual({ message: MERCHANT_MESSAGES.openingHoursOverlap, day: 'wednesday' });
    expect(
      weeklyHoursProblem([
        { day: 'friday', opens: '20:00', closes: '03:00' },
        { day: 'saturday', opens: '02:00', closes: '12:00' },
      ]),
    ).toEqual({ message: MERCHANT_MESSAGES.openingHoursOverlap, day: 'saturday' });
    expect(
      weeklyHoursProblem([
        { day: 'monday', opens: '00:30', closes: '12:00' },
        { day: 'sunday', opens: '20:00', closes: '01:00' },
      ]),
    ).toEqual({ message: MERCHANT_MESSAGES.openingHoursOverlap, day: 'monday' });
  });
});

describe('special hours', () => {
  const ramadan = { from: '2027-02-08', to: '2027-03-09', label: 'Ramadan', periods: [{ opens: '20:00', closes: '02:00' }] };

  it('accepts a closed holiday and a month of Ramadan hours', () => {
    expect(specialHoursProblem([ramadan, { from: '2027-01-01', to: '2027-01-01', label: 'Nouvel an', periods: [] }])).toBeNull();
  });

  it('refuses an end before the start, and more than 62 days', () => {
    expect(specialHoursProblem([{ ...ramadan, to: '2027-02-07' }])).toEqual({ message: MERCHANT_MESSAGES.specialHoursInvalid, index: 0 });
    expect(specialHoursProblem([{ ...ramadan, to: '2027-04-11' }])).toEqual({ message: MERCHANT_MESSAGES.specialHoursTooLong, index: 0 });
    expect(specialHoursProblem([{ ...ramadan, to: '2027-04-10' }])).toBeNull();
  });

  it('refuses periods that meet, each day or on the next one, and two entries on one day', () => {
    expect(specialHoursProblem([{ ...ramadan, periods: [{ opens: '20:00', closes: '03:00' }, { opens: '02:00', closes: '05:00' }] }])).toEqual({
      message: MERCHANT_MESSAGES.openingHoursOverlap,
      index: 0,
    });
    expect(specialHoursProblem([{ ...ramadan, periods: [{ opens: '20:00', closes: '20:00' }] }])).toEqual({ message: MERCHANT_MESSAGES.openingHoursSameTime, index: 0 });
    expect(specialHoursProblem([ramadan, { from: '2027-03-09', to: '2027-03-10', label: 'Aïd al-Fitr', periods: [] }])).toEqual({
      message: MERCHANT_MESSAGES.specialHoursOverlap,
      index: 1,
    });
  });
});
