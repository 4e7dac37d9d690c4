import { PROVIDER_LABELS } from '@lieux/contracts';
import { breakdownOf, GOOGLE_COUNTED, INSTAGRAM_COUNTED } from './score-breakdown.fixtures';
import { contributionBars, historyRows } from './score-chart-data';

describe('the score charts’ data', () => {
  it('gives each platform its points and what is left to its maximum', () => {
    const bars = contributionBars(breakdownOf({ instagram: INSTAGRAM_COUNTED, google: GOOGLE_COUNTED }).platforms, PROVIDER_LABELS);
    expect(bars).toEqual([
      { platform: 'Instagram', contribution: 17.5, remaining: 17.5 },
      { platform: 'TikTok', contribution: 0, remaining: 25 },
      { platform: 'Facebook', contribution: 0, remaining: 15 },
      { platform: 'Google Business', contribution: 9.3, remaining: 5.7 },
      { platform: 'LinkedIn', contribution: 0, remaining: 10 },
    ]);
  });

  it('puts several venues’ histories on shared days, oldest first, a missing day left empty', () => {
    const rows = historyRows(
      [
        { label: 'Café Hafa', history: [{ day: '2026-11-21', score: 26.84 }, { day: '2026-11-20', score: 17.5 }] },
        { label: 'Riad Laaroussa', history: [{ day: '2026-11-21', score: 61 }] },
      ],
      'fr',
    );
    expect(rows).toEqual([
      { day: '20 nov.', s0: 17.5 },
      { day: '21 nov.', s0: 26.8, s1: 61 },
    ]);
  });
});
