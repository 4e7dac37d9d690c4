import { userRegistered, venueCreated, venueScore, voteCast } from '../domain/platform-activity.js';
import { InMemoryStatisticsRepository } from '../test/in-memory-statistics.repository.js';
import { GetPlatformStatisticsUseCase } from './get-platform-statistics.usecase.js';
import { RecordActivityUseCase } from './record-activity.usecase.js';
import { RecordVenueScoreUseCase } from './record-venue-score.usecase.js';

const NOW = new Date('2026-11-21T12:00:00.000Z');

describe('platform statistics', () => {
  it('answers zeros and a full period of empty days before any event', async () => {
    const statistics = await new GetPlatformStatisticsUseCase(new InMemoryStatisticsRepository()).execute({ now: NOW, days: 3 });
    expect(statistics).toEqual({
      users: { total: 0, byRole: { admin: 0, merchant: 0, consumer: 0 } },
      venues: { total: 0, scored: 0, averageScore: null },
      votes: { cast: 0, withdrawn: 0 },
      daily: [
        { day: '2026-11-19', users: 0, venues: 0, votes: 0 },
        { day: '2026-11-20', users: 0, venues: 0, votes: 0 },
        { day: '2026-11-21', users: 0, venues: 0, votes: 0 },
      ],
    });
  });

  it("adds up accounts by role, venues and votes, and each day's activity", async () => {
    const repository = new InMemoryStatisticsRepository();
    const record = new RecordActivityUseCase(repository);
    await record.execute(userRegistered({ userId: 'a', role: 'merchant', registeredAt: '2026-11-20T09:00:00.000Z' }));
    await record.execute(userRegistered({ userId: 'b', role: 'consumer', registeredAt: '2026-11-21T09:00:00.000Z' }));
    await record.execute(userRegistered({ userId: 'c', role: 'consumer', registeredAt: '2026-10-01T09:00:00.000Z' }));
    await record.execute(
      venueCreated({ venueId: 'v', slug: 's', ownerUserId: 'a', categoryId: 'cafe', status: 'pending', createdAt: '2026-11-20T10:00:00.000Z' }),
    );
    await record.execute(voteCast({ userId: 'b', venueId: 'v', value: 1, castAt: '2026-11-21T10:00:00.000Z' }));
    await record.execute(voteCast({ userId: 'c', venueId: 'v', value: 1, castAt: '2026-11-21T11:00:00.000Z' }));
    await record.execute(voteCast({ userId: 'c', venueId: 'v', value: 0, castAt: '2026-11-21T11:30:00.000Z' }));

    const statistics = await new GetPlatformStatisticsUseCase(repository).execute({ now: NOW, days: 2 });

    expect(statistics.users).toEqual({ total: 3, byRole: { admin: 0, merchant: 1, consumer: 2 } });
    expect(statistics.venues).toEqual({ total: 1, scored: 0, averageScore: null });
    expect(statistics.votes).toEqual({ cast: 2, withdrawn: 1 });
    // The account of October is in the totals, outside the period's days.
    expect(statistics.daily).toEqual([
      { day: '2026-11-20', users: 1, venues: 1, votes: 0 },
      { day: '2026-11-21', users: 1, venues: 0, votes: 2 },
    ]);
  });

  it("averages each venue's latest score, whatever order the scores arrive in", async () => {
    const repository = new InMemoryStatisticsRepository();
    const keep = new RecordVenueScoreUseCase(repository);
    await keep.execute(venueScore({ venueId: 'a', score: 80, computedAt: '2026-11-21T03:00:00.000Z' }));
    await keep.execute(venueScore({ venueId: 'a', score: 10, computedAt: '2026-11-20T03:00:00.000Z' }));
    await keep.execute(venueScore({ venueId: 'b', score: 40, computedAt: '2026-11-20T03:00:00.000Z' }));
    await keep.execute(venueScore({ venueId: 'c', score: 33.3, computedAt: '2026-11-20T03:00:00.000Z' }));

    const statistics = await new GetPlatformStatisticsUseCase(repository).execute({ now: NOW, days: 1 });

    expect(statistics.venues).toEqual({ total: 0, scored: 3, averageScore: 51.1 });
  });

  it('shows the last 30 days by default, ending today in Morocco', async () => {
    const statistics = await new GetPlatformStatisticsUseCase(new InMemoryStatisticsRepository()).execute({ now: new Date('2026-11-21T23:30:00.000Z') });
    expect(statistics.daily).toHaveLength(30);
    expect(statistics.daily.at(-1)?.day).toBe('2026-11-22');
    expect(statistics.daily[0].day).toBe('2026-10-24');
  });
});
