import { voteTally } from './vote-tally.js';

const venueId = '6f1c1f0e-8d3b-4a43-9a57-2b1f3f0c9e11';

describe('the tally of a vote.cast event', () => {
  it('counts a vote +1 and a vote taken back -1, on the Moroccan day it happened', () => {
    expect(voteTally({ userId: 'u', venueId, value: 1, castAt: '2026-11-21T12:00:00.000Z' })).toEqual({ venueId, delta: 1, day: '2026-11-21' });
    expect(voteTally({ userId: 'u', venueId, value: 0, castAt: '2026-11-21T12:00:00.000Z' })).toEqual({ venueId, delta: -1, day: '2026-11-21' });
  });

  it('puts a vote cast at 23:30 UTC on the next day in Casablanca (UTC+1)', () => {
    expect(voteTally({ userId: 'u', venueId, value: 1, castAt: '2026-11-21T23:30:00.000Z' }).day).toBe('2026-11-22');
  });

  it('refuses an event that can never be counted', () => {
    expect(() => voteTally({ userId: 'u', venueId: 'nope', value: 1, castAt: '2026-11-21T12:00:00.000Z' })).toThrow(RangeError);
    expect(() => voteTally({ userId: 'u', venueId, value: 2 as never, castAt: '2026-11-21T12:00:00.000Z' })).toThrow(RangeError);
    expect(() => voteTally({ userId: 'u', venueId, value: 1, castAt: 'hier' })).toThrow(RangeError);
  });
});
