import type { ConnectionProvider, ScoreFlagDto, ScoreHistoryPointDto, ScoreRunProgressDto, VenueMetrics } from '@lieux/contracts';
import type { StoredComputation } from '../domain/score-breakdown.js';
import type { PlatformHistory, VenueScore } from '../domain/venue-score.js';

/** The social metrics of venues, as the connections service reads them (`connections.metrics.pull`). */
export interface MetricsSource {
  pull(venueIds: readonly string[]): Promise<VenueMetrics[]>;
}
export const METRICS_SOURCE = Symbol('MetricsSource');

/** One venue's computation of a batch, with the id it is stored under. */
export interface ComputedVenue {
  computationId: string;
  venueId: string;
  score: VenueScore;
}

export interface ScoreBatch {
  runId: string;
  computedAt: Date;
  /** The Casablanca day of `computedAt`: the day of the history point. */
  day: string;
  venues: ComputedVenue[];
}

/** A daily run's batch, claimed by the transaction that stores its computations. */
export interface BatchClaim {
  runId: string;
  batchNo: number;
}

export type TrustMemory = Partial<Record<ConnectionProvider, PlatformHistory>>;

/** Where computations go: batched reads and writes, one transaction per batch. */
export interface ScoreStore {
  /** The trust rule's memory of each venue, as of `day` (its "yesterday" is the last earlier day). */
  trustOf(venueIds: readonly string[], day: string): Promise<Map<string, TrustMemory>>;
  /**
   * Stores the computations, the current scores, the day's history point, the trust memory, the flags
   * and the events (`score.updated`, `score.flagged` for a new flag), all or nothing. With a claim, only
   * when that batch is not done yet, and it is then done and counted in its run: false when it was
   * done already (a batch job run again after its commit).
   */
  save(batch: ScoreBatch, claim?: BatchClaim): Promise<boolean>;
}
export const SCORE_STORE = Symbol('ScoreStore');

/** What the RPCs read. */
export interface ScoreReader {
  current(venueId: string): Promise<StoredComputation | null>;
  /** Daily points from `fromDay` on, oldest first, for each venue asked (an empty list when none). */
  histories(venueIds: readonly string[], fromDay: string): Promise<Map<string, ScoreHistoryPointDto[]>>;
  latestDailyRun(): Promise<ScoreRunProgressDto>;
  /** Venues scoring knows (connections or a score) whose score is older than `before`, or never computed; oldest first. */
  stale(before: Date, limit: number): Promise<Array<{ venueId: string; computedAt: Date | null }>>;
  flags(limit: number): Promise<ScoreFlagDto[]>;
}
export const SCORE_READER = Symbol('ScoreReader');
