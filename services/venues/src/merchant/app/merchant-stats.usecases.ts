import { Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  analyticsOf,
  daysEnding,
  localDay,
  trend,
  DEFAULT_STATS_PERIOD,
  STATS_PERIODS,
  WEEKLY_GOAL_LIMITS,
  type Actor,
  type DailyValueDto,
  type MerchantMetricsDto,
  type MerchantStatsReply,
  type MerchantStatsRequest,
  type MerchantVenueDto,
  type OnboardingDto,
  type SetWeeklyGoalRequest,
  type StatsPeriod,
  type WeeklyGoalDto,
} from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { dayNumberOf, mondayOf, onboardingOf, sumKnown, tipOfTheDay, weeklyGoal } from '../domain/merchant-stats.js';
import { MERCHANT_VENUE_REPOSITORY, type MerchantVenueRepository, type VenueVoteDay } from './merchant-venue.repository.js';
import { workspaceActor } from './merchant-venues.usecases.js';

/** The clock of the stats (a test sets its own day). */
export const MERCHANT_CLOCK = Symbol('MerchantClock');
export type MerchantClock = () => Date;

/** Weeks the computed goal looks back on. */
const GOAL_HISTORY_WEEKS = 4;

/** Net votes of `rows` whose day is between `from` and `to` (both included), for `venueIds`. */
function votesBetween(rows: VenueVoteDay[], venueIds: ReadonlySet<string>, from: string, to: string): number {
  return rows.filter((row) => venueIds.has(row.venueId) && row.day >= from && row.day <= to).reduce((total, row) => total + row.votes, 0);
}

/** Every day of `days` with its net votes (0 on a day without a row). */
function votesPerDay(rows: VenueVoteDay[], venueIds: ReadonlySet<string>, days: string[]): DailyValueDto[] {
  const byDay = new Map<string, number>();
  for (const row of rows) if (venueIds.has(row.venueId)) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.votes);
  return days.map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

/** Visitors are the gateway's (Redis): unknown here, filled in before the answer leaves. */
const VISITORS_UNKNOWN = { current: null, previous: null, changePercent: null };

function metricsOf(venues: MerchantVenueDto[], rows: VenueVoteDay[], period: { from: string; to: string; previousFrom: string; previousTo: string }): MerchantMetricsDto {
  const ids = new Set(venues.map((venue) => venue.id));
  return {
    visitors: { ...VISITORS_UNKNOWN },
    votes: trend(votesBetween(rows, ids, period.from, period.to), votesBetween(rows, ids, period.previousFrom, period.previousTo)),
    // Followers and engagement are the connected accounts' latest figures, which reach this read model
    // through `connection.measured` (venue-connections): no history is kept here, so there is no
    // previous value (and no trend) rather than a made-up one. Dated by the oldest of them.
    followers: trend(sumKnown(venues.map((venue) => venue.metrics.followers)), null),
    engagement: trend(sumKnown(venues.map((venue) => venue.metrics.totalEngagement)), null),
    figuresMeasuredAt: oldestDate(venues.map((venue) => venue.metrics.measuredAt)),
  };
}

/** The oldest of ISO dates (null when none): "au 27 nov." is then true of every figure summed. */
function oldestDate(dates: Array<string | null>): string | null {
  return dates.reduce<string | null>((oldest, date) => (date !== null && (oldest === null || date < oldest) ? date : oldest), null);
}

/** The weekly goal of an owner on `today`: this week's net votes against their target or the computed one. */
@Injectable()
export class WeeklyGoalReader {
  constructor(@Inject(MERCHANT_VENUE_REPOSITORY) private readonly venues: MerchantVenueRepository) {}

  async goalOf(ownerUserId: string, venueIds: string[], today: string, rows?: VenueVoteDay[]): Promise<WeeklyGoalDto> {
    const weekStart = mondayOf(today);
    const historyStart = addDays(weekStart, -7 * GOAL_HISTORY_WEEKS);
    const voteRows = rows ?? (await this.venues.voteDays(venueIds, historyStart, today));
    const ids = new Set(venueIds);
    const previousWeeks = Array.from({ length: GOAL_HISTORY_WEEKS }, (_, index) => {
      const start = addDays(weekStart, -7 * (index + 1));
      return votesBetween(voteRows, ids, start, addDays(start, 6));
    });
    return weeklyGoal({ merchantTarget: await this.venues.merchantGoal(ownerUserId), previousWeeks, current: votesBetween(voteRows, ids, weekStart, today), weekStart });
  }
}

/**
 * `GET /api/merchant/stats` (the venues service's part): per venue and in total, the period's net
 * votes, followers and engagement with the previous period's, votes per day, onboarding, the weekly goal
 * and the tip of the day. `venueId` narrows the figures to one venue of the actor's.
 */
@Injectable()
export class MerchantStatsUseCase {
  constructor(
    @Inject(MERCHANT_VENUE_REPOSITORY) private readonly venues: MerchantVenueRepository,
    @Inject(WeeklyGoalReader) private readonly goals: WeeklyGoalReader,
    @Inject(MERCHANT_CLOCK) private readonly now: MerchantClock,
  ) {}

  async execute(actor: Actor | undefined, request: MerchantStatsRequest): Promise<MerchantStatsReply> {
    const me = workspaceActor(actor);
    const days: StatsPeriod = request.days === undefined ? DEFAULT_STATS_PERIOD : request.days;
    if (!STATS_PERIODS.includes(days)) throw new DomainException('validation_failed');
    const owned = await this.venues.listOwned(me.userId);
    let shown = owned;
    if (request.venueId !== undefined) {
      shown = owned.filter((venue) => venue.id === request.venueId);
      if (shown.length === 0) throw new DomainException((await this.venues.findOwned(request.venueId)) ? 'venue_not_owned' : 'venue_not_found');
    }

    const today = localDay(this.now());
    const period = { from: addDays(today, -(days - 1)), to: today, previousFrom: addDays(today, -(2 * days - 1)), previousTo: addDays(today, -days) };
    const goalHistoryStart = addDays(mondayOf(today), -7 * GOAL_HISTORY_WEEKS);
    const ownedIds = owned.map((venue) => venue.id);
    const rows = await this.venues.voteDays(ownedIds, period.previousFrom < goalHistoryStart ? period.previousFrom : goalHistoryStart, today);
    const periodDays = daysEnding(today, days);
    const facts = await this.venues.profileFacts(me.userId);

    // Plans are enforced here (issue 30): Free's answer holds the four figures alone; the charts'
    // series are not computed, not sent — nothing for the browser to blur.
    const analytics = analyticsOf(me);
    const series = analytics === 'full';
    return {
      days,
      analytics,
      from: period.from,
      to: period.to,
      totals: metricsOf(shown, rows, period),
      visitorsPerDay: [],
      votesPerDay: series ? votesPerDay(rows, new Set(shown.map((venue) => venue.id)), periodDays) : [],
      venues: shown.map((venue) => ({
        venueId: venue.id,
        name: venue.name,
        slug: venue.slug,
        status: venue.status,
        score: venue.score,
        metrics: metricsOf([venue], rows, period),
        visitorsPerDay: [],
        votesPerDay: series ? votesPerDay(rows, new Set([venue.id]), periodDays) : [],
        // The gateway adds the score history (scoring service), on the full analytics only.
        scoreHistory: [],
      })),
      onboarding: onboardingOf(facts),
      goal: await this.goals.goalOf(me.userId, ownedIds, today, rows),
      tip: tipOfTheDay(facts, dayNumberOf(today)),
    };
  }
}

/** `GET /api/merchant/onboarding`: the four facts. */
@Injectable()
export class OnboardingUseCase {
  constructor(@Inject(MERCHANT_VENUE_REPOSITORY) private readonly venues: MerchantVenueRepository) {}

  async execute(actor: Actor | undefined): Promise<OnboardingDto> {
    return onboardingOf(await this.venues.profileFacts(workspaceActor(actor).userId));
  }
}

/** `PUT /api/merchant/goal`: the merchant's weekly target of votes, or back to the computed one (null). */
@Injectable()
export class SetWeeklyGoalUseCase {
  constructor(
    @Inject(MERCHANT_VENUE_REPOSITORY) private readonly venues: MerchantVenueRepository,
    @Inject(WeeklyGoalReader) private readonly goals: WeeklyGoalReader,
    @Inject(MERCHANT_CLOCK) private readonly now: MerchantClock,
  ) {}

  async execute(actor: Actor | undefined, request: SetWeeklyGoalRequest): Promise<WeeklyGoalDto> {
    const me = workspaceActor(actor);
    const target = request.target ?? null;
    if (target !== null && (!Number.isInteger(target) || target < WEEKLY_GOAL_LIMITS.min || target > WEEKLY_GOAL_LIMITS.max)) throw new DomainException('validation_failed');
    await this.venues.setMerchantGoal(me.userId, target);
    const owned = await this.venues.listOwned(me.userId);
    return this.goals.goalOf(me.userId, owned.map((venue) => venue.id), localDay(this.now()));
  }
}
