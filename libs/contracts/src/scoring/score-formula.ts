import type { ConnectionProvider } from '../connections/connections.model.js';

/**
 * The numbers of the published formula, version 1 (SCORING.md), defined once: the scoring service
 * computes with them, the guide's tables and the owner's advice ("jusqu’à +N points") read them. The
 * composite's weights are PLATFORM_WEIGHTS (scoring.model.ts). Changing one is a version 2.
 */

/** The platforms whose sub-score is audience, engagement and activity (Google Business is rating and volume). */
export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'facebook', 'linkedin'] as const satisfies readonly ConnectionProvider[];
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export function isSocialPlatform(provider: ConnectionProvider): provider is SocialPlatform {
  return provider !== 'google';
}

/** Sub-score = 100 · (0.50·A + 0.35·E + 0.15·C) for the social platforms. */
export const SOCIAL_COMPONENT_WEIGHTS = { audience: 0.5, engagement: 0.35, activity: 0.15 } as const;

/** Sub-score = 100 · (0.60·R + 0.40·V) for Google Business. */
export const GOOGLE_COMPONENT_WEIGHTS = { rating: 0.6, volume: 0.4 } as const;

/** Followers at which a local venue's audience is full marks (F_ref). */
export const AUDIENCE_REFERENCE: Readonly<Record<SocialPlatform, number>> = {
  instagram: 100_000,
  tiktok: 200_000,
  facebook: 50_000,
  linkedin: 10_000,
};

/** Posts in 30 days that give full marks for activity (three a week). */
export const FULL_ACTIVITY_POSTS = 12;

/**
 * The benchmark engagement rate of a follower tier (HypeAuditor 2018, Instagram), used for every
 * social platform until each has its own table: `below` is the tier's exclusive upper bound, `rate` a
 * fraction (0.1058 is 10.58 %).
 */
export const ENGAGEMENT_BENCHMARKS: ReadonlyArray<{ below: number; rate: number }> = [
  { below: 1_000, rate: 0.1058 },
  { below: 5_000, rate: 0.0426 },
  { below: 20_000, rate: 0.0228 },
  { below: 100_000, rate: 0.0162 },
  { below: 1_000_000, rate: 0.0155 },
  { below: Infinity, rate: 0.0154 },
];

/** The benchmark rate of the tier a follower count falls in (the sandbox's accounts are drawn around it too). */
export function engagementBenchmark(followers: number): number {
  return (ENGAGEMENT_BENCHMARKS.find((tier) => followers < tier.below) ?? ENGAGEMENT_BENCHMARKS[ENGAGEMENT_BENCHMARKS.length - 1]).rate;
}

/** At the benchmark (r = 1) a venue gets half the engagement marks, at this ratio all of them. */
export const ENGAGEMENT_FULL_RATIO = 2;

/** r above this is implausible for a real audience: engagement capped and the venue flagged. */
export const IMPLAUSIBLE_ENGAGEMENT_RATIO = 5;

/** Google's rating shrunk toward a prior: R* = (n·avg + k·m) / (n + k), k = weight, m = mean. */
export const RATING_PRIOR = { weight: 10, mean: 3.5 } as const;

/** Reviews at which Google's volume is full marks. */
export const REVIEW_VOLUME_REFERENCE = 1_000;

/** Growth anomaly: followers up more than ×1.2 in a day while interactions do not rise, held until the growth has lasted 7 days. */
export const GROWTH_LIMIT = 1.2;
export const GROWTH_HOLD_DAYS = 7;

/** R* = (n·avg + k·m) / (n + k). A listing with no review (or no average) sits at the prior. */
export function shrunkRating(averageRating: number | null, reviewCount: number): number {
  const n = Math.max(0, reviewCount);
  const average = averageRating === null || n === 0 ? RATING_PRIOR.mean : Math.min(5, Math.max(1, averageRating));
  return (n * average + RATING_PRIOR.weight * RATING_PRIOR.mean) / (n + RATING_PRIOR.weight);
}
