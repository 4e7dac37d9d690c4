/** NATS requests of services/scoring. */

/** `scoring.score.breakdown`: by venue id (the gateway resolves the slug with the venues service first). */
export interface ScoreBreakdownRequest {
  venueId: string;
}

/** `scoring.score.histories`: daily points of several venues (the merchant dashboard). */
export interface ScoreHistoriesRequest {
  venueIds: string[];
  /** Days back from today, at most SCORE_HISTORY_DAYS. */
  days: number;
}
export type ScoreHistoriesReply = Record<string, { day: string; score: number }[]>;

/** `scoring.scores.stale`, `scoring.flags.list`: admins' lists (actor checked again in the service). */
export interface ScoringAdminListRequest {
  limit?: number;
}
