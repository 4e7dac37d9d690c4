import { PLATFORM_WEIGHTS, type ConnectionProvider, type DemoAccountDto } from '@lieux/contracts';
import { hashOf } from '../domain/demo-figures.js';

/**
 * The social accounts of a demo venue and what each platform "says" about it (docs/scoring.md, "Read
 * side"): the connections service stores them as demo connections with these figures as their
 * metric snapshot, and the scoring worker computes the venue's score from them with the published
 * formula — the seed sets no score; the figures reach the venue tiles through the connections'
 * `connection.measured` events, as a real account's do. `level` (0–100) is how popular the invented
 * venue is meant to be: it says how many platforms it is on (more as a venue climbs, as SCORING.md
 * says a venue does) and sizes the figures so that each platform's sub-score lands near level ÷ (sum
 * of their weights). Its kind says which platforms, and how far each can go (issue 30): a riad is
 * not on LinkedIn or TikTok, a hotel's LinkedIn page is followed by a few hundred people at most.
 */
const TIERS: ReadonlyArray<{ from: number; platforms: number }> = [
  { from: 80, platforms: 5 },
  { from: 60, platforms: 4 },
  { from: 40, platforms: 3 },
  { from: 20, platforms: 2 },
  { from: 0, platforms: 1 },
];

/**
 * Where each kind of venue has an audience, most followed first, with how much of the top of the
 * platform's scale a very popular venue of that kind reaches (1: all of it). A platform a kind is
 * absent from is not in its list: no demo venue of that kind has an account there. Kinds not listed
 * (a category added later) have Instagram, Google and Facebook.
 */
export const DEMO_AUDIENCES: Readonly<Record<string, ReadonlyArray<readonly [ConnectionProvider, number]>>> = {
  'restaurant': [['instagram', 1], ['google', 1], ['facebook', 0.8], ['tiktok', 0.8]],
  'cafe': [['instagram', 1], ['google', 1], ['tiktok', 0.85], ['facebook', 0.7]],
  'hotel': [['instagram', 1], ['google', 1], ['facebook', 0.8], ['tiktok', 0.6], ['linkedin', 0.5]],
  'riad': [['instagram', 1], ['google', 1], ['facebook', 0.7]],
  'boutique': [['instagram', 1], ['facebook', 0.8], ['google', 0.7], ['tiktok', 0.6]],
  'spa': [['instagram', 1], ['google', 1], ['facebook', 0.7]],
  'hammam': [['google', 1], ['instagram', 0.8], ['facebook', 0.6]],
  'bar': [['instagram', 1], ['google', 0.9], ['tiktok', 0.85], ['facebook', 0.6]],
  'patisserie': [['instagram', 1], ['google', 0.9], ['facebook', 0.8], ['tiktok', 0.7]],
  'salon-de-the': [['instagram', 1], ['google', 0.9], ['facebook', 0.6]],
  'rooftop': [['instagram', 1], ['tiktok', 0.9], ['google', 0.9], ['facebook', 0.6]],
  'galerie': [['instagram', 1], ['facebook', 0.8], ['google', 0.7], ['linkedin', 0.4]],
};
const OTHER_KINDS: ReadonlyArray<readonly [ConnectionProvider, number]> = [['instagram', 1], ['google', 1], ['facebook', 0.7]];

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

/** The demo accounts of a venue of `level` and kind `categoryId` (none for a venue not meant to be scored: null). */
export function demoAccounts(level: number | null, slug: string, categoryId: string, instagram?: string): DemoAccountDto[] {
  if (level === null) return [];
  const { platforms } = TIERS.find((tier) => level >= tier.from) ?? TIERS[TIERS.length - 1];
  const audience = (DEMO_AUDIENCES[categoryId] ?? OTHER_KINDS).slice(0, platforms);
  const weights = audience.reduce((sum, [provider]) => sum + PLATFORM_WEIGHTS[provider], 0);
  const h = hashOf(slug);
  return audience.map(([provider, reach], index) => {
    // ±6 % per platform, from the slug: breakdowns differ from venue to venue, always the same for one.
    const spread = ((((h >>> (index * 5)) % 13) - 6) / 100) * (level / 100);
    const target = clamp(level / 100 / weights + spread, 0.05, 1) * reach;
    return { provider, accountRef: accountRefOf(provider, slug, instagram), figures: provider === 'google' ? googleFigures(target) : socialFigures(provider, target) };
  });
}
