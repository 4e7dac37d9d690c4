import { deletionDateOf, inactivityDeadlines } from './inactivity.js';

const DAY = 24 * 60 * 60 * 1000;

describe('inactive accounts: the policy’s 3 years, warned 30 days ahead', () => {
  const now = new Date('2029-11-28T10:00:00Z');

  it('warns an account unused since 3 years less 30 days, deletes one unused for 3 years warned 30 days ago', () => {
    expect(inactivityDeadlines(now)).toEqual({
      warnIfIdleSince: new Date(new Date('2026-11-28T10:00:00Z').getTime() + 30 * DAY),
      deleteIfIdleSince: new Date('2026-11-28T10:00:00Z'),
      deleteIfWarnedBy: new Date(now.getTime() - 30 * DAY),
    });
  });

  it('counts calendar years: 29 February falls on 1 March', () => {
    expect(inactivityDeadlines(new Date('2028-02-29T00:00:00Z')).deleteIfIdleSince).toEqual(new Date('2025-03-01T00:00:00Z'));
  });

  it('announces the third anniversary of the last use, or 30 days after a late warning', () => {
    const lastActive = new Date('2026-11-28T10:00:00Z');
    expect(deletionDateOf(lastActive, new Date(new Date('2029-11-28T10:00:00Z').getTime() - 30 * DAY))).toEqual(new Date('2029-11-28T10:00:00Z'));
    expect(deletionDateOf(lastActive, new Date('2029-12-10T00:00:00Z'))).toEqual(new Date('2030-01-09T00:00:00Z'));
  });
});
