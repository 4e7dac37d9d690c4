import type { DayCounts, StatsReadModel } from './stats-read-model.js';
import { AdminStatsQueries, analyticsPeriod } from './admin-stats.queries.js';

const ADMIN = { userId: 'a', role: 'admin', plan: 'free' } as const;

function readModel(daily: DayCounts[]): StatsReadModel {
  return {
    apply: async () => undefined,
    clear: async () => undefined,
    totals: async () => ({ totalVenues: 0, totalUsers: 0, totalConnections: 0, avgScore: null, pendingApprovals: 0, reportsCount: 0 }),
    daily: async () => daily,
    venuesBy: async () => [],
    scoreBuckets: async () => [{ key: '50-59', count: 3 }],
  };
}

describe('the analytics tab', () => {
  it('has one entry per Moroccan day of the period, days without activity included, and all ten buckets', async () => {
    const analytics = await new AdminStatsQueries(readModel([{ day: '2026-11-21', signups: 2, votes: 5, venues: 1 }])).analytics(ADMIN, { days: 7 }, new Date('2026-11-21T23:30:00.000Z'));
    expect(analytics.daily.map((entry) => entry.day)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(analytics.daily[5]).toEqual({ day: '2026-11-21', signups: 2, votes: 5, venues: 1 });
    expect(analytics.daily[6]).toEqual({ day: '2026-11-22', signups: 0, votes: 0, venues: 0 });
    expect(analytics.scoreDistribution).toHaveLength(10);
    expect(analytics.scoreDistribution[5]).toEqual({ key: '50-59', count: 3 });
  });

  it('takes 7, 30, 90 or 365 days, 30 by default, and refuses any other', () => {
    expect(analyticsPeriod(undefined)).toBe(30);
    expect(analyticsPeriod('365')).toBe(365);
    expect(() => analyticsPeriod(14)).toThrow('Période invalide');
  });

  it('is for admins only', async () => {
    const queries = new AdminStatsQueries(readModel([]));
    await expect(queries.show({ userId: 'm', role: 'merchant', plan: 'free' })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(queries.show(undefined)).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});
