import { addDays, daysEnding, trend, type DailyValueDto, type MerchantMetricsDto, type MerchantStatsDto, type MerchantStatsReply } from '@lieux/contracts';
import type { VisitorCounter } from '../venues/visitor-counter.js';

/**
 * The venues service's stats with the visitors the gateway counts (Redis): per venue and in total,
 * distinct visitors of the period and of the one before it, and per day. Where Redis does not answer,
 * visitors stay unknown (null, no series) rather than 0.
 */
export async function withVisitors(stats: MerchantStatsReply, visitors: VisitorCounter): Promise<MerchantStatsDto> {
  const days = daysEnding(stats.to, stats.days);
  const previousDays = daysEnding(addDays(stats.from, -1), stats.days);

  async function countsOf(venueIds: string[]): Promise<{ visitors: MerchantMetricsDto['visitors']; perDay: DailyValueDto[] }> {
    // The series is Pro's: on `pro-only` the venues service sent none, and none is added here.
    const [current, previous, eachDay] = await Promise.all([
      visitors.distinct(venueIds, days),
      visitors.distinct(venueIds, previousDays),
      stats.analytics === 'full' ? visitors.eachDay(venueIds, days) : null,
    ]);
    return { visitors: trend(current, previous), perDay: eachDay ? days.map((day, index) => ({ day, value: eachDay[index] })) : [] };
  }

  const totals = await countsOf(stats.venues.map((venue) => venue.venueId));
  const venues = await Promise.all(
    stats.venues.map(async (venue) => {
      const counts = await countsOf([venue.venueId]);
      return { ...venue, metrics: { ...venue.metrics, visitors: counts.visitors }, visitorsPerDay: counts.perDay };
    }),
  );
  return { ...stats, totals: { ...stats.totals, visitors: totals.visitors }, visitorsPerDay: totals.perDay, venues };
}
