import { scoreBand, type ScoreBand } from '@lieux/contracts';

/**
 * The spec's score colours (section 4): 80+ emerald, 60–79 blue, 40–59 amber, below 40 grey.
 * Dark enough shades that the white score on them reads at WCAG AA (4.5:1 and more).
 */
export const SCORE_BAND_COLORS: Record<ScoreBand, string> = {
  'excellent': '#047857',
  'very-good': '#1d4ed8',
  'good': '#b45309',
  'low': '#4b5563',
};

/** The badge colour of a score; grey for a venue not scored yet (null). */
export function scoreColor(score: number | null): string {
  return score === null ? SCORE_BAND_COLORS.low : SCORE_BAND_COLORS[scoreBand(score)];
}
