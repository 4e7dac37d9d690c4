import type { AdminStatsDto, CountByKeyDto } from '@lieux/contracts';
import type { StatsFact } from '../domain/stats-fact.js';

/** One Moroccan day's activity (`YYYY-MM-DD`). */
export interface DayCounts {
  day: string;
  signups: number;
  votes: number;
  venues: number;
}

/**
 * The admin's statistics read model: one row per entity, moved by facts (events), read as the
 * dashboard's numbers and the analytics' series. The database is the one implementation; the
 * rebuild empties it (`clear`) and applies the whole stream again in one transaction.
 */
export interface StatsReadModel {
  apply(fact: StatsFact): Promise<void>;
  totals(): Promise<AdminStatsDto>;
  /** The days between `fromDay` and `toDay` (both included) that had activity. */
  daily(fromDay: string, toDay: string): Promise<DayCounts[]>;
  venuesBy(field: 'city' | 'category'): Promise<CountByKeyDto[]>;
  /** How many scored venues each bucket holds ('0-9' … '90-100'); empty buckets may be missing. */
  scoreBuckets(): Promise<CountByKeyDto[]>;
  clear(): Promise<void>;
}
