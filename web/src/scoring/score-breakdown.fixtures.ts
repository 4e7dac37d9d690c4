import { PLATFORM_WEIGHTS, scoreLevel, type ConnectionProvider, type PlatformContributionDto, type ScoreBreakdownDto } from '@lieux/contracts';

/** A platform of a breakdown as the server computes it: contribution = weight × sub-score. Tests only. */
export function platformOf(provider: ConnectionProvider, overrides: Partial<PlatformContributionDto> = {}): PlatformContributionDto {
  const weight = PLATFORM_WEIGHTS[provider];
  const subScore = overrides.subScore ?? 0;
  return {
    provider,
    counted: false,
    weight,
    subScore,
    contribution: weight * subScore,
    maxContribution: weight * 100,
    inputs: null,
    components: null,
    flags: [],
    ...overrides,
  };
}

/** A breakdown of the five platforms, in the order of their weight; the composite is their sum. Tests only. */
export function breakdownOf(platforms: Partial<Record<ConnectionProvider, Partial<PlatformContributionDto>>>, history: ScoreBreakdownDto['history'] = []): ScoreBreakdownDto {
  const all = (['instagram', 'tiktok', 'facebook', 'google', 'linkedin'] as const).map((provider) => platformOf(provider, platforms[provider]));
  const score = Math.round(10 * all.reduce((sum, platform) => sum + platform.contribution, 0)) / 10;
  const scored = all.some((platform) => platform.counted);
  return {
    venueId: '7d1c1a52-55a8-4d1b-9a53-1c8c1f0a3b01',
    state: scored ? 'scored' : 'not-scored',
    score,
    level: scoreLevel(score),
    formulaVersion: 1,
    computedAt: scored ? '2026-11-22T03:00:00.000Z' : null,
    platforms: all,
    history,
  };
}

/** Instagram counted: 2,400 followers, 4 posts in 30 days, engagement at the benchmark. */
export const INSTAGRAM_COUNTED: Partial<PlatformContributionDto> = {
  counted: true,
  subScore: 50,
  contribution: 17.5,
  inputs: { followers: 2400, posts30d: 4, interactions30d: 410, rating: null, reviewCount: null, measuredAt: '2026-11-22T02:59:00.000Z' },
  components: { audience: 0.68, engagement: 0.5, activity: 4 / 12, rating: null, volume: null },
};

/** Google Business counted: 85 reviews at 4.4 (shrunk rating 0.8, volume 0.64). */
export const GOOGLE_COUNTED: Partial<PlatformContributionDto> = {
  counted: true,
  subScore: 62,
  contribution: 9.3,
  inputs: { followers: null, posts30d: null, interactions30d: null, rating: 4.4, reviewCount: 85, measuredAt: null },
  components: { audience: null, engagement: null, activity: null, rating: 0.8, volume: 0.64 },
};
