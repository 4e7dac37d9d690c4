import { PLATFORM_WEIGHTS, scoreLevel } from '@lieux/contracts';
import { buildBreakdown } from './score-breakdown.js';
import { composite, scoreVenue, type PlatformReading } from './venue-score.js';

const measuredAt = '2026-11-21T02:00:00.000Z';
const instagram: PlatformReading = { provider: 'instagram', followers: 12_000, posts30d: 9, interactions30d: 3_000, rating: null, reviewCount: null, measuredAt };
const google: PlatformReading = { provider: 'google', followers: null, posts30d: null, interactions30d: null, rating: 4.6, reviewCount: 400, measuredAt };

describe('a venue score', () => {
  it('is not scored, 0, when no platform counts', () => {
    const score = scoreVenue([], {}, '2026-11-21');
    expect(score).toMatchObject({ state: 'not-scored', score: 0, formulaVersion: 1 });
    expect(score.platforms.map((platform) => [platform.provider, platform.counted, platform.subScore])).toEqual([
      ['instagram', false, 0],
      ['tiktok', false, 0],
      ['facebook', false, 0],
      ['google', false, 0],
      ['linkedin', false, 0],
    ]);
  });

  it('is Σ weight · sub-score, one decimal, each platform computed from its own inputs', () => {
    const score = scoreVenue([instagram, google], {}, '2026-11-21');
    const ig = score.platforms[0];
    const gb = score.platforms[3];
    // By hand: A = log10(12001)/log10(100001), ER = 3000/9/12000 against 2.28 %, C = 9/12.
    const a = Math.log10(12_001) / Math.log10(100_001);
    const e = Math.min(1, (3_000 / 9 / 12_000 / 0.0228) / 2);
    expect(ig.subScore).toBe(Math.round(100 * (0.5 * a + 0.35 * e + 0.15 * 0.75) * 10) / 10);
    const r = ((400 * 4.6 + 35) / 410 - 1) / 4;
    const v = Math.log10(401) / Math.log10(1001);
    expect(gb.subScore).toBe(Math.round(100 * (0.6 * r + 0.4 * v) * 10) / 10);
    expect(score.score).toBe(Math.round((0.35 * ig.subScore + 0.15 * gb.subScore) * 10) / 10);
    expect(score.state).toBe('scored');
  });

  it('flags an implausible engagement (r > 5) and caps it at 1', () => {
    const score = scoreVenue([{ ...instagram, followers: 2_000, interactions30d: 10 * 2_000 * 0.0426 * 6 }], {}, '2026-11-21');
    expect(score.platforms[0].components?.engagement).toBe(1);
    expect(score.platforms[0].flags.map((flag) => flag.kind)).toEqual(['engagement-anomaly']);
    expect(score.platforms[0].flags[0].detail).toMatch(/^Taux d’engagement de .* invraisemblable au-delà de 5/);
  });

  it('holds a sudden growth: the audience uses yesterday × 1.2, flagged, and the hold is kept', () => {
    const history = { instagram: { yesterday: { day: '2026-11-20', followers: 12_000, interactions30d: 3_000 }, hold: null } };
    const jumped = scoreVenue([{ ...instagram, followers: 60_000 }], history, '2026-11-21');
    const honest = scoreVenue([{ ...instagram, followers: 14_400 }], history, '2026-11-21');
    expect(jumped.platforms[0].heldFollowers).toBe(14_400);
    expect(jumped.platforms[0].components?.audience).toBe(honest.platforms[0].components?.audience);
    expect(jumped.platforms[0].flags.map((flag) => flag.kind)).toEqual(['growth-anomaly']);
    expect(jumped.platforms[0].flags[0].detail).toContain('Abonnés passés de 12');
    expect(jumped.holds.instagram).toEqual({ baseFollowers: 12_000, since: '2026-11-21' });
    expect(jumped.platforms[0].inputs?.followers).toBe(60_000);
  });

  it('keeps the composite within [0, 100] with every platform at its best', () => {
    const best = (provider: PlatformReading['provider']): PlatformReading =>
      provider === 'google'
        ? { ...google, rating: 5, reviewCount: 1_000_000 }
        : { provider, followers: 10_000_000, posts30d: 100, interactions30d: 10_000_000_000, rating: null, reviewCount: null, measuredAt };
    const score = scoreVenue((['instagram', 'tiktok', 'facebook', 'linkedin', 'google'] as const).map(best), {}, '2026-11-21');
    expect(score.score).toBe(100);
    expect(composite([{ provider: 'instagram', subScore: 100 }])).toBe(35);
  });

  it('falls in the bands of the spec', () => {
    expect([100, 80, 79.9, 60, 59.9, 40, 39.9, 20, 19.9, 0].map(scoreLevel)).toEqual([
      'excellent',
      'excellent',
      'very-good',
      'very-good',
      'good',
      'good',
      'average',
      'average',
      'weak',
      'weak',
    ]);
  });
});

describe('the breakdown ("Pourquoi ce score ?")', () => {
  it('lists the five platforms in weight order, each contribution weight × sub-score, adding up to the score', () => {
    const score = scoreVenue([instagram, google], {}, '2026-11-21');
    const computedAt = new Date('2026-11-21T02:00:00Z');
    const breakdown = buildBreakdown('v1', { venueId: 'v1', computedAt, ...score }, [{ day: '2026-11-21', score: score.score }]);
    expect(breakdown.platforms.map((platform) => platform.provider)).toEqual(['instagram', 'tiktok', 'facebook', 'google', 'linkedin']);
    for (const platform of breakdown.platforms) {
      expect(platform.weight).toBe(PLATFORM_WEIGHTS[platform.provider]);
      expect(platform.contribution).toBeCloseTo(platform.weight * platform.subScore, 10);
      expect(platform.maxContribution).toBeCloseTo(platform.weight * 100, 10);
    }
    const sum = breakdown.platforms.reduce((total, platform) => total + platform.contribution, 0);
    expect(Math.abs(sum - breakdown.score)).toBeLessThanOrEqual(0.05);
    expect(breakdown).toMatchObject({ venueId: 'v1', state: 'scored', formulaVersion: 1, computedAt: '2026-11-21T02:00:00.000Z', level: scoreLevel(score.score) });
    expect(breakdown.platforms[1]).toMatchObject({ counted: false, subScore: 0, contribution: 0, inputs: null, components: null, flags: [] });
  });

  it('answers a venue never computed as not scored, 0, no time, no history', () => {
    const breakdown = buildBreakdown('v2', null, []);
    expect(breakdown).toMatchObject({ venueId: 'v2', state: 'not-scored', score: 0, level: 'weak', computedAt: null, history: [] });
    expect(breakdown.platforms).toHaveLength(5);
    expect(breakdown.platforms.every((platform) => !platform.counted)).toBe(true);
  });
});
