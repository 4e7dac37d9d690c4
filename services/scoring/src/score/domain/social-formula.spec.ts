import { engagementBenchmark } from '@lieux/contracts';
import { activity, audience, engagement, engagementRatio, socialSubScore } from './social-formula.js';

describe('the social sub-score (SCORING.md v1)', () => {
  it('audience grows with followers, on a log scale, and saturates at the platform reference', () => {
    const counts = [0, 10, 100, 1_000, 10_000, 50_000, 100_000];
    const values = counts.map((followers) => audience('instagram', followers));
    for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeGreaterThan(values[i - 1]);
    expect(audience('instagram', 0)).toBe(0);
    expect(audience('instagram', 100_000)).toBe(1);
    expect(audience('instagram', 5_000_000)).toBe(1);
    // The 10th thousand adds far less than the first.
    expect(audience('instagram', 10_000) - audience('instagram', 9_000)).toBeLessThan(audience('instagram', 1_000) - audience('instagram', 0));
  });

  it('each platform has its own reference: 10k on LinkedIn is the top, not on TikTok', () => {
    expect(audience('linkedin', 10_000)).toBe(1);
    expect(audience('facebook', 50_000)).toBe(1);
    expect(audience('tiktok', 100_000)).toBeLessThan(1);
    expect(audience('tiktok', 200_000)).toBe(1);
    expect(audience('instagram', 12_345)).toBeCloseTo(Math.log10(12_346) / Math.log10(100_001), 12);
  });

  it('judges engagement against the benchmark of the follower tier, at its edges', () => {
    expect(engagementBenchmark(0)).toBe(0.1058);
    expect(engagementBenchmark(999)).toBe(0.1058);
    expect(engagementBenchmark(1_000)).toBe(0.0426);
    expect(engagementBenchmark(4_999)).toBe(0.0426);
    expect(engagementBenchmark(5_000)).toBe(0.0228);
    expect(engagementBenchmark(19_999)).toBe(0.0228);
    expect(engagementBenchmark(20_000)).toBe(0.0162);
    expect(engagementBenchmark(99_999)).toBe(0.0162);
    expect(engagementBenchmark(100_000)).toBe(0.0155);
    expect(engagementBenchmark(999_999)).toBe(0.0155);
    expect(engagementBenchmark(1_000_000)).toBe(0.0154);
  });

  it('gives half the engagement at the benchmark and all of it at twice, never more', () => {
    // 2,000 followers, 10 posts: the tier's 4.26 % is 85.2 interactions per post.
    expect(engagementRatio(852, 10, 2_000)).toBeCloseTo(1, 10);
    expect(engagement(engagementRatio(852, 10, 2_000))).toBeCloseTo(0.5, 10);
    expect(engagement(engagementRatio(1_704, 10, 2_000))).toBeCloseTo(1, 10);
    expect(engagement(engagementRatio(17_040, 10, 2_000))).toBe(1);
    expect(engagement(0)).toBe(0);
  });

  it('engagement rises with interactions until it saturates', () => {
    const values = [0, 100, 400, 800, 1_600, 3_200].map((interactions) => engagement(engagementRatio(interactions, 10, 2_000)));
    for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1]);
    expect(values[1]).toBeGreaterThan(values[0]);
    expect(values.at(-1)).toBe(1);
  });

  it('counts no post as one, and no follower as one, instead of dividing by zero', () => {
    expect(engagementRatio(10, 0, 0)).toBeCloseTo(10 / 0.1058, 8);
  });

  it('activity is full at 12 posts in 30 days (three a week)', () => {
    expect(activity(0)).toBe(0);
    expect(activity(6)).toBe(0.5);
    expect(activity(12)).toBe(1);
    expect(activity(40)).toBe(1);
  });

  it('weighs audience, engagement and activity 0.50 / 0.35 / 0.15, to one decimal', () => {
    expect(socialSubScore({ audience: 1, engagement: 1, activity: 1 })).toBe(100);
    expect(socialSubScore({ audience: 0, engagement: 0, activity: 0 })).toBe(0);
    expect(socialSubScore({ audience: 1, engagement: 0, activity: 0 })).toBe(50);
    expect(socialSubScore({ audience: 0, engagement: 1, activity: 0 })).toBe(35);
    expect(socialSubScore({ audience: 0, engagement: 0, activity: 1 })).toBe(15);
    expect(socialSubScore({ audience: 0.6, engagement: 0.5, activity: 0.5 })).toBe(55);
    expect(socialSubScore({ audience: 0.6, engagement: 0.5, activity: 0.25 })).toBe(51.3);
  });
});
