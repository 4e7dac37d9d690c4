import { moroccoDay, type ScoreUpdatedV1, type UserRegisteredV1, type VenueCreatedV1, type VoteCastV1 } from '@lieux/contracts';

/** What the admin dashboard counts per day: accounts opened, venues created, votes cast. */
export const DAILY_KINDS = ['users', 'venues', 'votes'] as const;
export type DailyKind = (typeof DAILY_KINDS)[number];

/** The roles an account can have, each with its own count. */
export const ROLES = ['admin', 'merchant', 'consumer'] as const;

/** One fact of the platform as the statistics count it. */
export interface Activity {
  /** The running totals it adds one to: `users`, `users.merchant`, `votes.withdrawn`… */
  counters: string[];
  /** The day's activity it adds one to, if any. */
  daily?: DailyKind;
  /** The day it happened in Morocco (`YYYY-MM-DD`, Africa/Casablanca). */
  day: string;
}

export { moroccoDay };

function instantOf(isoTimestamp: string): Date {
  const instant = new Date(isoTimestamp);
  if (Number.isNaN(instant.getTime())) {
    throw new RangeError(`not a timestamp: ${isoTimestamp}`);
  }
  return instant;
}

function dayOf(isoTimestamp: string): string {
  return moroccoDay(instantOf(isoTimestamp));
}

export function userRegistered(event: UserRegisteredV1): Activity {
  return { counters: ['users', `users.${event.role}`], daily: 'users', day: dayOf(event.registeredAt) };
}

export function venueCreated(event: VenueCreatedV1): Activity {
  return { counters: ['venues'], daily: 'venues', day: dayOf(event.createdAt) };
}

/**
 * A vote (`value` 1) is a vote cast; taking it back (`value` 0) is counted apart, so the votes cast
 * only grow, as activity should.
 */
export function voteCast(event: VoteCastV1): Activity {
  const day = dayOf(event.castAt);
  return event.value === 1 ? { counters: ['votes'], daily: 'votes', day } : { counters: ['votes.withdrawn'], day };
}

/** A venue's latest score, as the average score counts it. */
export interface VenueScore {
  venueId: string;
  score: number;
  computedAt: Date;
}

export function venueScore(event: ScoreUpdatedV1): VenueScore {
  if (!(event.score >= 0 && event.score <= 100)) {
    throw new RangeError(`score out of 0–100: ${event.score}`);
  }
  return { venueId: event.venueId, score: event.score, computedAt: instantOf(event.computedAt) };
}

/** The average of the venues' latest scores, to one decimal; null before any venue has a score. */
export function averageScore(sum: number, venues: number): number | null {
  return venues === 0 ? null : Math.round((sum / venues) * 10) / 10;
}

/** The numbers the admin dashboard shows. */
export interface PlatformStatistics {
  users: { total: number; byRole: Record<(typeof ROLES)[number], number> };
  venues: { total: number; scored: number; averageScore: number | null };
  votes: { cast: number; withdrawn: number };
  /** One entry per day of the period asked, oldest first, days without activity included. */
  daily: DailyActivity[];
}

export interface DailyActivity extends Record<DailyKind, number> {
  day: string;
}

/** The days from `from` to `to` (`YYYY-MM-DD`, both included). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T12:00:00Z`); day.toISOString().slice(0, 10) <= to; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}
