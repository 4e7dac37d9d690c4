import type { DailyKind, VenueScore } from '../domain/platform-activity.js';

/** One day's count of one kind of activity. */
export interface DailyCount {
  day: string;
  kind: DailyKind;
  count: number;
}

/**
 * Where the platform statistics are kept. The use cases see only this; the database is one
 * implementation (written in the transaction of the event that moved it).
 */
export interface StatisticsRepository {
  /** Adds one to each running total, and to the day's count of `daily` when given. */
  add(counters: string[], daily: { day: string; kind: DailyKind } | undefined): Promise<void>;
  totals(): Promise<Record<string, number>>;
  dailyCounts(fromDay: string, toDay: string): Promise<DailyCount[]>;
  /** Keeps a venue's score unless a later one is kept already (events may arrive out of order). */
  keepScore(score: VenueScore): Promise<void>;
  /** The sum and the number of the venues' latest scores. */
  scores(): Promise<{ sum: number; venues: number }>;
}

export const STATISTICS_REPOSITORY = Symbol('StatisticsRepository');
