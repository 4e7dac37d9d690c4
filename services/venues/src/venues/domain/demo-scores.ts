/** The composite's weights (DESIGN.md rule 6): Instagram, TikTok, Facebook, LinkedIn, Google Business. */
export const SCORE_WEIGHTS = { ig: 0.35, tt: 0.25, fb: 0.15, li: 0.1, gb: 0.15 } as const;

export interface DemoScores {
  ig: number;
  tt: number;
  fb: number;
  li: number;
  gb: number;
  score: number;
}

/** A small deterministic number from a text: the same venue always gets the same demo figures. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

const clamp = (value: number): number => Math.max(0, Math.min(100, Math.round(value * 10) / 10));

/**
 * Demo platform scores around `level`, varied per venue, and the composite as the weighted sum of
 * the five (what the scoring issue computes from real metrics; until then the seed sets them).
 */
export function demoScores(level: number, seed: string): DemoScores {
  const h = hashOf(seed);
  const spread = (shift: number) => ((h >>> shift) % 21) - 10;
  const ig = clamp(level + 6 + spread(0));
  const tt = clamp(level - 4 + spread(5));
  const fb = clamp(level - 2 + spread(10));
  const li = clamp(level - 12 + spread(15));
  const gb = clamp(level + 3 + spread(20));
  const score = clamp(SCORE_WEIGHTS.ig * ig + SCORE_WEIGHTS.tt * tt + SCORE_WEIGHTS.fb * fb + SCORE_WEIGHTS.li * li + SCORE_WEIGHTS.gb * gb);
  return { ig, tt, fb, li, gb, score };
}

/** Demo metrics that grow with the level, as a real audience would. */
export function demoMetrics(level: number, seed: string): { googleRating: number; instagramFollowers: number; totalEngagement: number; voteCount: number } {
  const h = hashOf(`${seed}:metrics`);
  const followers = Math.round(150 * Math.exp(level / 13) * (0.8 + (h % 40) / 100));
  const rating = Math.round((3.4 + (level / 100) * 1.5 + ((h >>> 8) % 3) / 10) * 10) / 10;
  return {
    googleRating: Math.min(5, rating),
    instagramFollowers: followers,
    totalEngagement: Math.round(followers * (0.04 + ((h >>> 12) % 5) / 100)),
    voteCount: Math.round((level * level) / 40 + ((h >>> 16) % 15)),
  };
}
