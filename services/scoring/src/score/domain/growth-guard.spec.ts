import { guardGrowth, type DailyFigures } from './growth-guard.js';

const yesterday: DailyFigures = { day: '2026-11-20', followers: 1_000, interactions30d: 500 };

describe('the growth rule (SCORING.md "Trust")', () => {
  it('holds the audience at yesterday × 1.2 when followers jump by more than 20 % and interactions do not rise', () => {
    const verdict = guardGrowth({ followers: 5_000, interactions30d: 500 }, yesterday, null, '2026-11-21');
    expect(verdict).toEqual({ audienceFollowers: 1_200, hold: { baseFollowers: 1_000, since: '2026-11-21' }, started: true });
  });

  it('lets a growth through when interactions rise with it (a post that went viral)', () => {
    expect(guardGrowth({ followers: 5_000, interactions30d: 900 }, yesterday, null, '2026-11-21')).toMatchObject({ audienceFollowers: 5_000, hold: null });
  });

  it('lets 20 % through, and a jump of fewer than 100 followers', () => {
    expect(guardGrowth({ followers: 1_200, interactions30d: 500 }, yesterday, null, '2026-11-21').hold).toBeNull();
    expect(guardGrowth({ followers: 60, interactions30d: 0 }, { day: '2026-11-20', followers: 10, interactions30d: 0 }, null, '2026-11-21').hold).toBeNull();
  });

  it('keeps holding while the growth stands, for 7 days, then takes the followers as they are', () => {
    const hold = { baseFollowers: 1_000, since: '2026-11-21' };
    for (const day of ['2026-11-22', '2026-11-25', '2026-11-27']) {
      expect(guardGrowth({ followers: 5_000, interactions30d: 500 }, { ...yesterday, followers: 5_000 }, hold, day)).toMatchObject({ audienceFollowers: 1_200, hold });
    }
    expect(guardGrowth({ followers: 5_000, interactions30d: 500 }, { ...yesterday, followers: 5_000 }, hold, '2026-11-28')).toMatchObject({ audienceFollowers: 5_000, hold: null });
  });

  it('ends the hold when the followers fall back under the cap (the growth did not last)', () => {
    const hold = { baseFollowers: 1_000, since: '2026-11-21' };
    expect(guardGrowth({ followers: 1_100, interactions30d: 500 }, yesterday, hold, '2026-11-23')).toMatchObject({ audienceFollowers: 1_100, hold: null });
  });

  it('judges nothing without a figure of an earlier day', () => {
    expect(guardGrowth({ followers: 50_000, interactions30d: 0 }, null, null, '2026-11-21')).toMatchObject({ audienceFollowers: 50_000, hold: null });
  });
});
