import { shrunkRating } from '@lieux/contracts';
import { googleSubScore, ratingComponent, volume } from './google-formula.js';

const googleScore = (rating: number | null, reviews: number) => googleSubScore({ rating: ratingComponent(rating, reviews), volume: volume(reviews) });

describe('the Google Business sub-score (SCORING.md v1)', () => {
  it('shrinks the rating toward 3.5 with the weight of ten reviews', () => {
    expect(shrunkRating(5, 0)).toBe(3.5);
    expect(shrunkRating(null, 0)).toBe(3.5);
    expect(shrunkRating(5, 10)).toBeCloseTo(4.25, 10);
    expect(shrunkRating(4.6, 400)).toBeCloseTo((400 * 4.6 + 35) / 410, 10);
  });

  it('five 5★ reviews do not beat 400 reviews at 4.6, neither on the rating nor on the sub-score', () => {
    expect(ratingComponent(5, 5)).toBeLessThan(ratingComponent(4.6, 400));
    expect(googleScore(5, 5)).toBeLessThan(googleScore(4.6, 400));
  });

  it('more reviews at the same good average never lower the score, and the volume saturates at 1,000', () => {
    const scores = [0, 1, 10, 100, 500, 1_000, 5_000].map((reviews) => googleScore(4.5, reviews));
    for (let i = 1; i < scores.length; i += 1) expect(scores[i]).toBeGreaterThanOrEqual(scores[i - 1]);
    expect(volume(1_000)).toBe(1);
    expect(volume(100_000)).toBe(1);
    expect(volume(0)).toBe(0);
  });

  it('a better average never lowers the score, and a perfect record at scale gets close to 100', () => {
    const scores = [1, 2, 3, 4, 5].map((rating) => googleScore(rating, 50));
    for (let i = 1; i < scores.length; i += 1) expect(scores[i]).toBeGreaterThan(scores[i - 1]);
    expect(googleScore(5, 100_000)).toBe(100);
    expect(googleScore(1, 0)).toBe(37.5);
  });
});
