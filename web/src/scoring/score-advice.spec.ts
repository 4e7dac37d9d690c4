import { breakdownOf, GOOGLE_COUNTED, INSTAGRAM_COUNTED } from './score-breakdown.fixtures';
import { scoreAdvice } from './score-advice';

describe('what the owner could do to raise the score', () => {
  it('tells a venue with nothing connected to connect each platform, for its whole weight, biggest first', () => {
    const advice = scoreAdvice(breakdownOf({}));
    expect(advice.map(({ kind, provider, points }) => [kind, provider, points])).toEqual([
      ['connect', 'instagram', 35],
      ['connect', 'tiktok', 25],
      ['connect', 'facebook', 15],
      ['connect', 'google', 15],
      ['connect', 'linkedin', 10],
    ]);
  });

  it('asks to switch back on a paused account and to reconnect an expired one, not to connect them', () => {
    const advice = scoreAdvice(breakdownOf({}), { tiktok: 'paused', facebook: 'needs_reconnect' });
    expect(advice.find((item) => item.provider === 'tiktok')?.kind).toBe('reactivate');
    expect(advice.find((item) => item.provider === 'facebook')?.kind).toBe('reconnect');
    expect(advice.find((item) => item.provider === 'instagram')?.kind).toBe('connect');
  });

  it('says an active account not in the last computation yet will count, without promising points', () => {
    const [instagram] = scoreAdvice(breakdownOf({}), { instagram: 'active' }).filter((item) => item.provider === 'instagram');
    expect(instagram).toEqual({ kind: 'pending', provider: 'instagram', points: 0 });
  });

  it('derives the social advice from the components: what each one misses, in points of the score', () => {
    const advice = scoreAdvice(breakdownOf({ instagram: INSTAGRAM_COUNTED }), { instagram: 'active' }).filter((item) => item.provider === 'instagram');
    // Audience 0.68 → 35 × 0.50 × 0.32 = 5.6; engagement 0.5 → 35 × 0.35 × 0.5 = 6.1; activity 4/12 → 35 × 0.15 × 2/3 = 3.5.
    expect(advice).toEqual([
      { kind: 'engage', provider: 'instagram', points: 6 },
      { kind: 'grow-audience', provider: 'instagram', points: 5 },
      { kind: 'post-more', provider: 'instagram', points: 3, posts: 4 },
    ]);
  });

  it('leaves out a component already at full marks, and gains under one point', () => {
    const advice = scoreAdvice(
      breakdownOf({ linkedin: { counted: true, subScore: 97, components: { audience: 0.99, engagement: 1, activity: 1, rating: null, volume: null } } }),
    ).filter((item) => item.provider === 'linkedin');
    expect(advice).toEqual([]);
  });

  it('for Google Business, asks for reviews and a better rating from volume and shrunk rating', () => {
    const advice = scoreAdvice(breakdownOf({ google: GOOGLE_COUNTED })).filter((item) => item.provider === 'google');
    // Volume 0.64 → 15 × 0.40 × 0.36 = 2.2; rating 0.8 → 15 × 0.60 × 0.2 = 1.8.
    expect(advice).toEqual([
      { kind: 'more-reviews', provider: 'google', points: 2, reviews: 85 },
      { kind: 'rating', provider: 'google', points: 1 },
    ]);
  });

  it('explains a held growth and an implausible engagement, and does not ask to raise an engagement that is capped', () => {
    const flagged = { ...INSTAGRAM_COUNTED, flags: ['growth-anomaly', 'engagement-anomaly'] as const };
    const advice = scoreAdvice(breakdownOf({ instagram: { ...flagged, flags: [...flagged.flags] } })).filter((item) => item.provider === 'instagram');
    expect(advice.map((item) => item.kind)).toEqual(['grow-audience', 'post-more', 'growth-held', 'engagement-anomaly']);
  });
});
