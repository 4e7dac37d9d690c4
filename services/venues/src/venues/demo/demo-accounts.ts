import { PLATFORM_WEIGHTS, type ConnectionProvider, type DemoAccountDto } from '@lieux/contracts';
import { hashOf } from '../domain/demo-figures.js';

/**
 * The social accounts of a demo venue and what each platform "says" about it (docs/scoring.md, "Read
 * side"): the connections service stores them as demo connections with these figures as their
 * metric snapshot, and the scoring worker computes the venue's score from them with the published
 * formula — the seed sets no score. `level` (0–100) is how popular the invented venue is meant to be:
 * it picks the platforms (more of them as a venue climbs, as SCORING.md says a venue does) and sizes
 * the figures so that each platform's sub-score lands near level ÷ (sum of their weights).
 */
const PLATFORMS_BY_LEVEL: ReadonlyArray<{ from: number; providers: readonly ConnectionProvider[] }> = [
  { from: 80, providers: ['instagram', 'tiktok', 'facebook', 'linkedin', 'google'] },
  { from: 60, providers: ['instagram', 'tiktok', 'facebook', 'google'] },
  { from: 40, providers: ['instagram', 'facebook', 'google'] },
  { from: 20, providers: ['instagram', 'facebook'] },
  { from: 0, providers: ['instagram'] },
];

/** SCORING.md's audience references (the followers at the top of the scale) and engagement benchmarks by tier. */
const AUDIENCE_REFERENCE: Readonly<Record<Exclude<ConnectionProvider, 'google'>, number>> = { instagram: 100_000, tiktok: 200_000, facebook: 50_000, linkedin: 10_000 };
const BENCHMARK_TIERS: ReadonlyArray<[below: number, rate: number]> = [[1_000, 0.1058], [5_000, 0.0426], [20_000, 0.0228], [100_000, 0.0162], [1_000_000, 0.0155], [Infinity, 0.0154]];

const benchmarkOf = (followers: number): number => (BENCHMARK_TIERS.find(([below]) => followers < below) ?? BENCHMARK_TIERS[BENCHMARK_TIERS.length - 1])[1];
const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/**
 * A social account whose audience, engagement and activity are each about `target` (0–1) of full
 * marks: followers on the log scale, posts of three a week at the top, interactions at `2·target`
 * times the tier's benchmark rate (never near the "implausible" ratio of 5).
 */
function socialFigures(provider: Exclude<ConnectionProvider, 'google'>, target: number): DemoAccountDto['figures'] {
  const followers = Math.max(1, Math.round((1 + AUDIENCE_REFERENCE[provider]) ** target - 1));
  const posts30d = Math.max(1, Math.round(12 * target));
  const interactions30d = Math.round(2 * target * benchmarkOf(followers) * posts30d * followers);
  return { followers, posts30d, interactions30d, rating: null, reviewCount: null };
}

/** Google: a review count on the log scale to 1,000 and an average rating whose shrunk value is about `target`. */
function googleFigures(target: number): DemoAccountDto['figures'] {
  const reviewCount = Math.max(1, Math.round(1001 ** target - 1));
  const shrunk = 1 + 4 * target;
  const rating = Math.round(clamp((shrunk * (reviewCount + 10) - 10 * 3.5) / reviewCount, 1, 5) * 10) / 10;
  return { followers: null, posts30d: null, interactions30d: null, rating, reviewCount };
}

function accountRefOf(provider: ConnectionProvider, slug: string, instagram: string | undefined): string {
  const compact = slug.replace(/-/g, '');
  if (provider === 'instagram') return instagram ?? compact;
  if (provider === 'tiktok') return `@${compact}`;
  if (provider === 'google') return slug;
  return compact;
}

/** The demo accounts of a venue of `level` (none for a venue not meant to be scored: null). */
export function demoAccounts(level: number | null, slug: string, instagram?: string): DemoAccountDto[] {
  if (level === null) return [];
  const { providers } = PLATFORMS_BY_LEVEL.find((tier) => level >= tier.from) ?? PLATFORMS_BY_LEVEL[PLATFORMS_BY_LEVEL.length - 1];
  const weights = providers.reduce((sum, provider) => sum + PLATFORM_WEIGHTS[provider], 0);
  const h = hashOf(slug);
  return providers.map((provider, index) => {
    // ±6 % per platform, from the slug: breakdowns differ from venue to venue, always the same for one.
    const spread = ((((h >>> (index * 5)) % 13) - 6) / 100) * (level / 100);
    const target = clamp(level / 100 / weights + spread, 0.05, 1);
    return { provider, accountRef: accountRefOf(provider, slug, instagram), figures: provider === 'google' ? googleFigures(target) : socialFigures(provider, target) };
  });
}

/** What the venue card shows of those accounts: Instagram followers, the Google rating, the interactions of the month. */
export function demoCardMetrics(accounts: readonly DemoAccountDto[]): { googleRating: number | null; instagramFollowers: number | null; totalEngagement: number | null } {
  const of = (provider: ConnectionProvider) => accounts.find((account) => account.provider === provider)?.figures;
  const interactions = accounts.map((account) => account.figures.interactions30d).filter((value): value is number => value !== null);
  return {
    googleRating: of('google')?.rating ?? null,
    instagramFollowers: of('instagram')?.followers ?? null,
    totalEngagement: interactions.length === 0 ? null : interactions.reduce((sum, value) => sum + value, 0),
  };
}
