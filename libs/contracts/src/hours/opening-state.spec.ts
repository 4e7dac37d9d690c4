import type { OpeningSchedule, SpecialHours, WeeklyPeriod } from './opening-hours.model.js';
import { openingState } from './opening-state.js';

const week = (opens: string, closes: string, days: WeeklyPeriod['day'][] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']): WeeklyPeriod[] =>
  days.map((day) => ({ day, opens, closes }));

const schedule = (openingHours: WeeklyPeriod[], specialHours: SpecialHours[] = [], extra: Partial<OpeningSchedule> = {}): OpeningSchedule => ({
  openingHours,
  alwaysOpen: false,
  specialHours,
  permanentlyClosed: false,
  ...extra,
});

// Casablanca is UTC+1 outside Ramadan: 2026-11-28, a Saturday, 01:30 there is 00:30 UTC.
describe('open now, on Casablanca’s clock', () => {
  const bar = schedule(week('18:00', '02:00', ['thursday', 'friday', 'saturday']));

  it('keeps a bar open past midnight, and says it closes soon in its last half hour', () => {
    expect(openingState(bar, new Date('2026-11-28T00:00:00Z'))).toEqual({
      status: 'open',
      closesAt: { date: '2026-11-28', day: 'saturday', time: '02:00', inDays: 0 },
      closingSoon: false,
    });
    expect(openingState(bar, new Date('2026-11-28T00:30:00Z'))).toMatchObject({ status: 'open', closingSoon: true });
  });

  it('is closed at closing time, and names the next opening: tonight, then after the weekend', () => {
    expect(openingState(bar, new Date('2026-11-28T01:00:00Z'))).toEqual({ status: 'closed', opensAt: { date: '2026-11-28', day: 'saturday', time: '18:00', inDays: 0 } });
    // Sunday 03:00: the next opening is Thursday's.
    expect(openingState(bar, new Date('2026-11-29T02:00:00Z'))).toEqual({ status: 'closed', opensAt: { date: '2026-12-03', day: 'thursday', time: '18:00', inDays: 4 } });
  });

  it('says "tomorrow" for a café closed for the night', () => {
    const cafe = schedule(week('08:00', '20:00'));
    // Saturday 22:00 in Casablanca.
    expect(openingState(cafe, new Date('2026-11-28T21:00:00Z'))).toEqual({ status: 'closed', opensAt: { date: '2026-11-29', day: 'sunday', time: '08:00', inDays: 1 } });
  });

  it('closes on a holiday given as special hours, yet last night’s late opening still runs into it', () => {
    const cafe = schedule([...week('08:00', '20:00', ['monday', 'tuesday', 'wednesday', 'friday', 'saturday', 'sunday']), { day: 'thursday', opens: '18:00', closes: '02:00' }], [
      { from: '2027-01-01', to: '2027-01-01', label: 'Nouvel an', periods: [] },
    ]);
    // Friday 1 January 2027, 01:00: Thursday's evening still open.
    expect(openingState(cafe, new Date('2027-01-01T00:00:00Z'))).toMatchObject({ status: 'open', closesAt: { date: '2027-01-01', time: '02:00' } });
    // 10:00 on the holiday: closed, opens Saturday at 08:00.
    expect(openingState(cafe, new Date('2027-01-01T09:00:00Z'))).toEqual({ status: 'closed', opensAt: { date: '2027-01-02', day: 'saturday', time: '08:00', inDays: 1 } });
  });

  describe('during Ramadan (Casablanca on UTC+0 from 7 February to 14 March 2027)', () => {
    const cafe = schedule(week('08:00', '20:00'), [{ from: '2027-02-08', to: '2027-03-09', label: 'Ramadan', periods: [{ opens: '20:00', closes: '02:00' }] }]);

    it('follows the Ramadan hours and the zone’s offset of the day, not a fixed +1', () => {
      // 19:30 UTC is 19:30 in Casablanca that month (a fixed +1 would read 20:30, open).
      expect(openingState(cafe, new Date('2027-02-10T19:30:00Z'))).toEqual({ status: 'closed', opensAt: { date: '2027-02-10', day: 'wednesday', time: '20:00', inDays: 0 } });
      expect(openingState(cafe, new Date('2027-02-10T21:00:00Z'))).toEqual({
        status: 'open',
        closesAt: { date: '2027-02-11', day: 'thursday', time: '02:00', inDays: 1 },
        closingSoon: false,
      });
      // Noon, when the café would open on a usual day.
      expect(openingState(cafe, new Date('2027-02-10T12:00:00Z'))).toMatchObject({ status: 'closed' });
    });

    it('goes back to the week’s hours the day after', () => {
      // 10 March 2027, 09:00 UTC = 09:00 local (clocks change on the 14th).
      expect(openingState(cafe, new Date('2027-03-10T09:00:00Z'))).toMatchObject({ status: 'open', closesAt: { time: '20:00' } });
      // The last Ramadan night's 20:00–02:00 still runs into the 10th.
      expect(openingState(cafe, new Date('2027-03-10T01:00:00Z'))).toMatchObject({ status: 'open', closesAt: { date: '2027-03-10', time: '02:00' } });
    });
  });

  it('counts "closes soon" in real minutes on the nights the clocks change', () => {
    const late = schedule(week('20:00', '03:00'));
    // 7 February 2027: at 03:00 (+1) clocks go back to 02:00. 02:45 on the first reading (01:45 UTC) is 75 real minutes from 03:00.
    expect(openingState(late, new Date('2027-02-07T01:45:00Z'))).toMatchObject({ status: 'open', closingSoon: false });
    expect(openingState(late, new Date('2027-02-07T02:45:00Z'))).toMatchObject({ status: 'open', closingSoon: true });
    // 14 March 2027: at 02:00 (+0) clocks go forward to 03:00. 01:45 is 15 real minutes from closing.
    expect(openingState(late, new Date('2027-03-14T01:45:00Z'))).toMatchObject({ status: 'open', closingSoon: true });
  });

  it('is open round the clock with no closing time, unknown without hours, and says when a venue has closed for good', () => {
    const at = new Date('2026-11-28T12:00:00Z');
    expect(openingState(schedule([], [], { alwaysOpen: true }), at)).toEqual({ status: 'open', closesAt: null, closingSoon: false });
    expect(openingState(schedule([]), at)).toEqual({ status: 'unknown' });
    expect(openingState(schedule(week('08:00', '20:00'), [], { permanentlyClosed: true }), at)).toEqual({ status: 'permanently_closed' });
  });

  it('closes a 24/7 venue on a special day given as closed', () => {
    const always = schedule([], [{ from: '2026-11-29', to: '2026-11-29', label: 'Inventaire', periods: [] }], { alwaysOpen: true });
    // Saturday noon: open until the special day begins.
    expect(openingState(always, new Date('2026-11-28T12:00:00Z'))).toMatchObject({ status: 'open', closesAt: { date: '2026-11-29', time: '00:00' } });
  });

  it('has no next opening when none comes within the week', () => {
    const away = schedule(week('08:00', '20:00'), [{ from: '2026-11-28', to: '2026-12-20', label: 'Travaux', periods: [] }]);
    expect(openingState(away, new Date('2026-11-28T12:00:00Z'))).toEqual({ status: 'closed', opensAt: null });
  });
});
