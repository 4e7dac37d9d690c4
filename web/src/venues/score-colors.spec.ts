import { SCORE_LEVEL_COLORS, scoreColor } from './score-colors';

/** WCAG relative luminance contrast of white text on a #rrggbb background. */
function contrastWithWhite(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05);
}

describe('scoreColor', () => {
  it('follows the spec bands over the five levels: 80 emerald, 60 blue, 40 amber, grey for average and weak', () => {
    expect(scoreColor(100)).toBe(SCORE_LEVEL_COLORS.excellent);
    expect(scoreColor(80)).toBe(SCORE_LEVEL_COLORS.excellent);
    expect(scoreColor(79.9)).toBe(SCORE_LEVEL_COLORS['very-good']);
    expect(scoreColor(60)).toBe(SCORE_LEVEL_COLORS['very-good']);
    expect(scoreColor(59)).toBe(SCORE_LEVEL_COLORS.good);
    expect(scoreColor(40)).toBe(SCORE_LEVEL_COLORS.good);
    expect(scoreColor(39)).toBe(SCORE_LEVEL_COLORS.average);
    expect(scoreColor(20)).toBe(SCORE_LEVEL_COLORS.average);
    expect(scoreColor(19)).toBe(SCORE_LEVEL_COLORS.weak);
    expect(scoreColor(0)).toBe(SCORE_LEVEL_COLORS.weak);
  });

  it('gives average and weak the same grey (the spec has three colour thresholds)', () => {
    expect(SCORE_LEVEL_COLORS.average).toBe(SCORE_LEVEL_COLORS.weak);
  });

  it('is grey for a venue not scored yet', () => {
    expect(scoreColor(null)).toBe(SCORE_LEVEL_COLORS.weak);
  });

  it('keeps white text readable (AA) on every band', () => {
    for (const color of Object.values(SCORE_LEVEL_COLORS)) expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
  });
});
