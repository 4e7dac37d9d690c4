import { GOOGLE_COMPONENT_WEIGHTS, REVIEW_VOLUME_REFERENCE, shrunkRating } from '@lieux/contracts';
import { roundTo } from './social-formula.js';

/**
 * Google Business's sub-score (SCORING.md v1): the average rating shrunk toward a prior, so five 5★
 * reviews do not beat 400 at 4.6 (`shrunkRating`, @lieux/contracts, which the guide's example uses too), and
 * the review volume on a log scale up to 1,000 reviews.
 */

/** R = (R* − 1) / 4: the 1–5 scale on 0–1. */
export function ratingComponent(averageRating: number | null, reviewCount: number): number {
  return (shrunkRating(averageRating, reviewCount) - 1) / 4;
}

/** V = min(1, log10(1 + n) / log10(1 + 1000)). */
export function volume(reviewCount: number): number {
  return Math.min(1, Math.log10(1 + Math.max(0, reviewCount)) / Math.log10(1 + REVIEW_VOLUME_REFERENCE));
}

export interface GoogleComponents {
  rating: number;
  volume: number;
}

/** Sub-score = 100 · (0.60·R + 0.40·V), to one decimal. */
export function googleSubScore(components: GoogleComponents): number {
  return roundTo(100 * (GOOGLE_COMPONENT_WEIGHTS.rating * components.rating + GOOGLE_COMPONENT_WEIGHTS.volume * components.volume), 1);
}
