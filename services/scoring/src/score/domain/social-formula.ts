import {
  AUDIENCE_REFERENCE,
  ENGAGEMENT_FULL_RATIO,
  engagementBenchmark,
  FULL_ACTIVITY_POSTS,
  SOCIAL_COMPONENT_WEIGHTS,
  type SocialPlatform,
} from '@lieux/contracts';

/**
 * The social platforms' sub-score (SCORING.md v1, "Social platforms"): audience, engagement and
 * activity, each 0–1, weighted 0.50 / 0.35 / 0.15 into a 0–100 sub-score (the numbers: @lieux/contracts,
 * score-formula.ts).
 */

/** A = min(1, log10(1 + F) / log10(1 + F_ref)): the 10th thousand followers matter less than the first. */
export function audience(provider: SocialPlatform, followers: number): number {
  return Math.min(1, Math.log10(1 + Math.max(0, followers)) / Math.log10(1 + AUDIENCE_REFERENCE[provider]));
}

/** ER = (interactions / max(P30, 1)) / max(F, 1): interactions per post, per follower. */
export function engagementRate(interactions: number, posts30d: number, followers: number): number {
  return Math.max(0, interactions) / Math.max(posts30d, 1) / Math.max(followers, 1);
}

/** r = ER / benchmark of the follower tier: 1 is a venue at its tier's benchmark. */
export function engagementRatio(interactions: number, posts30d: number, followers: number): number {
  return engagementRate(interactions, posts30d, followers) / engagementBenchmark(Math.max(0, followers));
}

/** E = min(1, r / 2): at the benchmark a venue gets half, at twice the benchmark all of it. */
export function engagement(ratio: number): number {
  return Math.min(1, Math.max(0, ratio) / ENGAGEMENT_FULL_RATIO);
}

/** C = min(1, P30 / 12): three posts a week is full marks. */
export function activity(posts30d: number): number {
  return Math.min(1, Math.max(0, posts30d) / FULL_ACTIVITY_POSTS);
}

export interface SocialComponents {
  audience: number;
  engagement: number;
  activity: number;
}

/** Sub-score = 100 · (0.50·A + 0.35·E + 0.15·C), to one decimal. */
export function socialSubScore(components: SocialComponents): number {
  const weights = SOCIAL_COMPONENT_WEIGHTS;
  return roundTo(100 * (weights.audience * components.audience + weights.engagement * components.engagement + weights.activity * components.activity), 1);
}

/** Half away from zero at `decimals` places, with the binary representation's noise taken out first. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}
