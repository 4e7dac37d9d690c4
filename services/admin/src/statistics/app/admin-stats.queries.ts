import { ANALYTICS_PERIODS, moroccoDay, type Actor, type AdminAnalyticsDto, type AdminStatsDto, type AnalyticsPeriod } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { daysBetween } from '../domain/calendar-days.js';
import { SCORE_BUCKETS } from '../domain/stats-fact.js';
import type { StatsReadModel } from './stats-read-model.js';

const DAY_MS = 24 * 60 * 60_000;
const DEFAULT_PERIOD: AnalyticsPeriod = 30;

/** The dashboard's six numbers and the analytics tab's series, for admins only, live from the read model. */
export class AdminStatsQueries {
  constructor(private readonly readModel: StatsReadModel) {}

  async show(actor: Actor | undefined): Promise<AdminStatsDto> {
    authorize(actor, ['admin']);
    return this.readModel.totals();
  }

  async analytics(actor: Actor | undefined, request: { days?: unknown } | undefined, now: Date): Promise<AdminAnalyticsDto> {
    authorize(actor, ['admin']);
    const days = analyticsPeriod(request?.days);
    const toDay = moroccoDay(now);
    // Calendar arithmetic on the day itself: a clock change in Morocco cannot make the period a day short.
    const fromDay = new Date(Date.parse(`${toDay}T12:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
    const [counted, venuesByCity, venuesByCategory, buckets] = await Promise.all([
      this.readModel.daily(fromDay, toDay),
      this.readModel.venuesBy('city'),
      this.readModel.venuesBy('category'),
      this.readModel.scoreBuckets(),
    ]);
    const byDay = new Map(counted.map((entry) => [entry.day, entry]));
    const byBucket = new Map(buckets.map(({ key, count }) => [key, count]));
    return {
      days,
      daily: daysBetween(fromDay, toDay).map((day) => byDay.get(day) ?? { day, signups: 0, votes: 0, venues: 0 }),
      venuesByCity,
      venuesByCategory,
      scoreDistribution: SCORE_BUCKETS.map((key) => ({ key, count: byBucket.get(key) ?? 0 })),
    };
  }
}

/** 7, 30, 90 or 365 (30 when absent); anything else is refused, as the gateway's DTO does. */
export function analyticsPeriod(days: unknown): AnalyticsPeriod {
  if (days === undefined || days === null) return DEFAULT_PERIOD;
  const period = Number(days);
  if (!(ANALYTICS_PERIODS as readonly number[]).includes(period)) {
    throw new DomainException('validation_failed', 'Période invalide : 7, 30, 90 ou 365 jours.');
  }
  return period as AnalyticsPeriod;
}
