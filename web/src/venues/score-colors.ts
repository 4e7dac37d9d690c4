import { scoreLevel, type ScoreLevel } from '@lieux/contracts';

/**
 * The spec's score colours (section 4) over the five levels of SCORING.md: 80+ emerald, 60–79 blue,
 * 40–59 amber, below 40 grey (average and weak share it, as the spec has three thresholds). Dark
 * enough shades that the white score on them reads at WCAG AA (4.5:1 and more).
 */
export const SCORE_LEVEL_COLORS: Record<ScoreLevel, string> = {
  'excellent': '#047857',
  'very-good': '#1d4ed8',
  'good': '#b45309',
  'average': '#4b5563',
  'weak': '#4b5563',
};

/** The badge colour of a score; grey for a venue not scored yet (null). */
export function scoreColor(score: number | null): string {
  return score === null ? SCORE_LEVEL_COLORS.weak : SCORE_LEVEL_COLORS[scoreLevel(score)];
}
