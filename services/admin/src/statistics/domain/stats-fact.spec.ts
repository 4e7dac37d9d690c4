import { SCORE_BUCKETS, scoreBucket, statsFactOf } from './stats-fact.js';

describe('what the admin statistics keep of each event', () => {
  it('keeps the time a venue was deleted for good, by its id', () => {
    expect(statsFactOf('venue.deleted', { venueId: 'v', slug: 's', ownerUserId: null, cause: 'admin', deletedAt: '2026-12-02T10:00:00.000Z' })).toEqual({
      kind: 'venue-deleted', venueId: 'v', at: new Date('2026-12-02T10:00:00.000Z'),
    });
  });

  it('keys a venue by id, with its status, category and city at the event time, from all three venue events', () => {
    const base = { venueId: 'v', slug: 's', categoryId: 'cafe', ownerUserId: null };
    expect(statsFactOf('venue.created', { ...base, city: 'Rabat', status: 'pending', createdAt: '2026-11-21T10:00:00.000Z' })).toEqual({
      kind: 'venue-state', venueId: 'v', created: true, status: 'pending', categoryId: 'cafe', city: 'Rabat', at: new Date('2026-11-21T10:00:00.000Z'),
    });
    // Published before issue 14: no city.
    expect(statsFactOf('venue.updated', { ...base, status: 'approved', previousStatus: 'pending', changedFields: [], updatedAt: '2026-11-21T11:00:00.000Z' })).toMatchObject({
      created: false, status: 'approved', city: null,
    });
    expect(
      statsFactOf('venue.moderated', { ...base, name: 'n', city: 'Fès', status: 'rejected', previousStatus: 'pending', reason: null, moderatedBy: 'a', moderatedAt: '2026-11-21T12:00:00.000Z' }),
    ).toMatchObject({ created: false, status: 'rejected', city: 'Fès', at: new Date('2026-11-21T12:00:00.000Z') });
  });

  it('keeps a not-scored venue out of the average and the distribution, and refuses a score outside 0–100', () => {
    expect(statsFactOf('score.updated', { venueId: 'v', score: 0, state: 'not-scored', computedAt: '2026-11-21T03:00:00.000Z' })).toMatchObject({ scored: false });
    expect(statsFactOf('score.updated', { venueId: 'v', score: 42, computedAt: '2026-11-21T03:00:00.000Z' })).toMatchObject({ scored: true, score: 42 });
    expect(() => statsFactOf('score.updated', { venueId: 'v', score: 100.5, computedAt: '2026-11-21T03:00:00.000Z' })).toThrow(RangeError);
  });

  it('refuses a timestamp that is not one, whatever the event', () => {
    expect(() => statsFactOf('user.deleted', { userId: 'u', deletedAt: 'never' })).toThrow(RangeError);
    expect(() => statsFactOf('report.closed', { reportId: 'r', venueId: 'v', status: 'resolved', closedBy: 'a', closedAt: '' })).toThrow(RangeError);
  });

  it('refuses an event without its payload or without its entity’s id, whatever the event', () => {
    expect(() => statsFactOf('user.registered', undefined as never)).toThrow(RangeError);
    expect(() => statsFactOf('user.deleted', null as never)).toThrow(RangeError);
    expect(() => statsFactOf('venue.created', { status: 'pending', createdAt: '2026-11-21T03:00:00.000Z' } as never)).toThrow(RangeError);
    expect(() => statsFactOf('vote.cast', { venueId: 'v', value: 1, castAt: '2026-11-21T03:00:00.000Z' } as never)).toThrow(RangeError);
  });

  it('has ten score buckets, 90-100 closing the last one', () => {
    expect(SCORE_BUCKETS).toEqual(['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80-89', '90-100']);
    expect([0, 9.99, 10, 55.5, 89.9, 90, 100].map(scoreBucket)).toEqual(['0-9', '0-9', '10-19', '50-59', '80-89', '90-100', '90-100']);
  });
});
