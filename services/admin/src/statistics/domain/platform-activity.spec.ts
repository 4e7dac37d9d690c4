import { averageScore, daysBetween, moroccoDay, userRegistered, venueCreated, venueScore, voteCast } from './platform-activity.js';

describe('what the statistics count of each event', () => {
  it('counts an account, by role, on the Moroccan day it was opened', () => {
    expect(userRegistered({ userId: 'u1', role: 'merchant', registeredAt: '2026-11-21T10:00:00.000Z' })).toEqual({
      counters: ['users', 'users.merchant'],
      daily: 'users',
      day: '2026-11-21',
    });
  });

  it('counts a venue on the day it was created', () => {
    const activity = venueCreated({
      venueId: 'v1',
      slug: 'cafe-central',
      ownerUserId: 'u1',
      categoryId: 'cafe',
      status: 'pending',
      createdAt: '2026-03-01T08:00:00.000Z',
    });
    expect(activity).toEqual({ counters: ['venues'], daily: 'venues', day: '2026-03-01' });
  });

  it("counts a vote as cast, and a vote taken back apart, outside the day's activity", () => {
    expect(voteCast({ userId: 'u', venueId: 'v', value: 1, castAt: '2026-11-21T10:00:00.000Z' })).toEqual({
      counters: ['votes'],
      daily: 'votes',
      day: '2026-11-21',
    });
    expect(voteCast({ userId: 'u', venueId: 'v', value: 0, castAt: '2026-11-21T10:00:00.000Z' })).toEqual({
      counters: ['votes.withdrawn'],
      day: '2026-11-21',
    });
  });

  it('uses the day in Casablanca, not in UTC', () => {
    // 23:30 UTC on 21 November is 00:30 on the 22nd in Morocco (UTC+1).
    expect(moroccoDay(new Date('2026-11-21T23:30:00.000Z'))).toBe('2026-11-22');
    expect(voteCast({ userId: 'u', venueId: 'v', value: 1, castAt: '2026-11-21T23:30:00.000Z' }).day).toBe('2026-11-22');
  });

  it('refuses a timestamp that is not one, so the event is not counted on a wrong day', () => {
    expect(() => userRegistered({ userId: 'u', role: 'consumer', registeredAt: 'yesterday' })).toThrow(RangeError);
  });

  it('keeps a score between 0 and 100 and refuses any other', () => {
    expect(venueScore({ venueId: 'v', score: 72.5, computedAt: '2026-11-21T03:00:00.000Z' })).toEqual({
      venueId: 'v',
      score: 72.5,
      computedAt: new Date('2026-11-21T03:00:00.000Z'),
    });
    expect(() => venueScore({ venueId: 'v', score: 101, computedAt: '2026-11-21T03:00:00.000Z' })).toThrow(RangeError);
    expect(() => venueScore({ venueId: 'v', score: Number.NaN, computedAt: '2026-11-21T03:00:00.000Z' })).toThrow(RangeError);
    expect(() => venueScore({ venueId: 'v', score: 50, computedAt: 'soon' })).toThrow(RangeError);
  });

  it('averages scores to one decimal, and has no average before the first score', () => {
    expect(averageScore(0, 0)).toBeNull();
    expect(averageScore(153.3, 3)).toBe(51.1);
  });

  it('lists every day of a period, both ends included, across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
  });
});
