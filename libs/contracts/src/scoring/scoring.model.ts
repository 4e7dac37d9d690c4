import type { ConnectionProvider } from '../connections/connections.model.js';

/** The formula every stored computation names (SCORING.md). A change of formula adds version 2. */
export const SCORE_FORMULA_VERSION = 1;

/** The composite's weights (SCORING.md): the most each platform can add to the 0–100 score. */
export const PLATFORM_WEIGHTS: Readonly<Record<ConnectionProvider, number>> = {
  instagram: 0.35,
  tiktok: 0.25,
  facebook: 0.15,
  linkedin: 0.1,
  google: 0.15,
};

/**
 * The five bands of SCORING.md (80–100 excellent, 60–79 very good, 40–59 good, 20–39 average,
 * 0–19 weak). Colours follow the spec's three thresholds (80 emerald, 60 blue, 40 amber, grey below).
 */
export const SCORE_LEVELS = ['excellent', 'very-good', 'good', 'average', 'weak'] as const;
export type ScoreLevel = (typeof SCORE_LEVELS)[number];

export function scoreLevel(score: number): ScoreLevel {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'very-good';
  if (score >= 40) return 'good';
  if (score >= 20) return 'average';
  return 'weak';
}

/**
 * A venue's score state: `scored` once the pipeline computed it from at least one counted
 * connection; `not-scored` when it has none (the score is 0 and shown as "pas encore noté", never as
 * a number that could mislead).
 */
export const SCORE_STATES = ['scored', 'not-scored'] as const;
export type ScoreState = (typeof SCORE_STATES)[number];

/** Why a platform's figure was held or flagged (SCORING.md, "Trust"). */
export const SCORE_FLAG_KINDS = ['growth-anomaly', 'engagement-anomaly'] as const;
export type ScoreFlagKind = (typeof SCORE_FLAG_KINDS)[number];

/** A score older than this is stale: listed for admins (SCORING.md, "Freshness"). */
export const SCORE_STALE_AFTER_HOURS = 24;

/** The breakdown's history: one point per day (Africa/Casablanca), this many days back. */
export const SCORE_HISTORY_DAYS = 90;
