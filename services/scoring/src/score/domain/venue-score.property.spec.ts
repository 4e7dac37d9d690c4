import fc from 'fast-check';
import { CONNECTION_PROVIDERS, type ConnectionProvider } from '@lieux/contracts';
import { scoreVenue, type PlatformHistory, type PlatformReading } from './venue-score.js';

/** The same cases on every run (a red run replays); fast-check prints the seed and path of a failure. */
const SEED = 20_261_127;

const count = (max: number) => fc.oneof(fc.constant(null), fc.integer({ min: 0, max }));

/** Anything a platform may answer, including nulls, zeros and absurd figures. */
const reading = (provider: ConnectionProvider): fc.Arbitrary<PlatformReading> =>
  fc.record({
    provider: fc.constant(provider),
    followers: count(50_000_000),
    posts30d: count(1_000),
    interactions30d: count(2_000_000_000),
    rating: fc.oneof(fc.constant(null), fc.double({ min: 1, max: 5, noNaN: true })),
    reviewCount: count(1_000_000),
    measuredAt: fc.constant('2026-11-21T02:00:00.000Z'),
  });

/** Any subset of the five platforms, each with any figures. */
const readings = fc
  .subarray([...CONNECTION_PROVIDERS])
  .chain((providers) => fc.tuple(...providers.map(reading)).map((list): PlatformReading[] => list));

/** A trust memory: yesterday's figures and a hold in force, or none. */
const history = fc.dictionary(
  fc.constantFrom<ConnectionProvider>('instagram', 'tiktok', 'facebook', 'linkedin'),
  fc.record<PlatformHistory>({
    yesterday: fc.oneof(fc.constant(null), fc.record({ day: fc.constant('2026-11-20'), followers: count(50_000_000), interactions30d: count(2_000_000_000) })),
    hold: fc.oneof(fc.constant(null), fc.record({ baseFollowers: fc.integer({ min: 0, max: 10_000_000 }), since: fc.constantFrom('2026-11-15', '2026-11-20', '2026-11-21') })),
  }),
) as fc.Arbitrary<Partial<Record<ConnectionProvider, PlatformHistory>>>;

describe('the composite score, for any figures (fast-check)', () => {
  it('is always within [0, 100], with one decimal, and each sub-score within [0, 100]', () => {
    fc.assert(
      fc.property(readings, history, (list, memory) => {
        const score = scoreVenue(list, memory, '2026-11-21');
        expect(score.score).toBeGreaterThanOrEqual(0);
        expect(score.score).toBeLessThanOrEqual(100);
        expect(Math.round(score.score * 10) / 10).toBe(score.score);
        for (const platform of score.platforms) {
          expect(platform.subScore).toBeGreaterThanOrEqual(0);
          expect(platform.subScore).toBeLessThanOrEqual(100);
        }
        expect(score.state).toBe(list.length > 0 ? 'scored' : 'not-scored');
      }),
      { numRuns: 2_000, seed: SEED },
    );
  });

  it('never goes down when a connection is added', () => {
    fc.assert(
      fc.property(readings, history, fc.constantFrom(...CONNECTION_PROVIDERS).chain(reading), (list, memory, added) => {
        const without = list.filter((candidate) => candidate.provider !== added.provider);
        const before = scoreVenue(without, memory, '2026-11-21').score;
        const after = scoreVenue([...without, added], memory, '2026-11-21').score;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 2_000, seed: SEED },
    );
  });

  it('never goes down with more interactions, or more posts bringing their interactions, other figures equal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ConnectionProvider>('instagram', 'tiktok', 'facebook', 'linkedin'),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 12 }),
        (provider, interactions, posts, morePosts) => {
          const base: PlatformReading = { provider, followers: 1_000, posts30d: posts, interactions30d: interactions, rating: null, reviewCount: null, measuredAt: '2026-11-21T02:00:00.000Z' };
          const more = { ...base, interactions30d: interactions + 50 };
          const busier = { ...base, posts30d: posts + morePosts, interactions30d: interactions * (1 + morePosts / Math.max(posts, 1)) };
          const at = (candidate: PlatformReading) => scoreVenue([candidate], {}, '2026-11-21').score;
          expect(at(more)).toBeGreaterThanOrEqual(at(base));
          expect(at(busier)).toBeGreaterThanOrEqual(at(base));
        },
      ),
      { seed: SEED },
    );
  });
});
