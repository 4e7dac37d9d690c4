import { IMPLAUSIBLE_ENGAGEMENT_RATIO, SOCIAL_PLATFORMS, engagementBenchmark } from '@lieux/contracts';
import { sandboxAccount, sandboxEngagement } from './sandbox-accounts.js';

const DAY_MS = 86_400_000;
const postsWithin30Days = (posts: ReadonlyArray<{ publishedAt: Date }>, readAt: Date) => posts.filter((post) => post.publishedAt.getTime() >= readAt.getTime() - 30 * DAY_MS).length;

describe('the sandbox accounts', () => {
  it('name their engagement by their last segment', () => {
    expect(sandboxEngagement('hafa.flagged')).toBe('flagged');
    expect(sandboxEngagement('cafe.souika.3.clean')).toBe('clean');
    expect(sandboxEngagement('hafa')).toBe('drawn');
    expect(sandboxEngagement('clean.hafa')).toBe('drawn');
  });

  it('hold their chosen engagement for any name: ….flagged far beyond the implausible ratio, ….clean within twice the benchmark, both with posts', () => {
    const readAt = new Date('2026-11-27T12:00:00Z');
    for (const provider of SOCIAL_PLATFORMS) {
      for (let index = 0; index < 500; index++) {
        for (const kind of ['flagged', 'clean'] as const) {
          const account = sandboxAccount(provider, `lieu${index}.${kind}`, readAt);
          const recent = account.posts.filter((post) => post.publishedAt.getTime() >= readAt.getTime() - 30 * DAY_MS);
          expect(recent.length).toBeGreaterThanOrEqual(6);
          // What the platforms count: Instagram likes and comments; Facebook, TikTok and LinkedIn shares too.
          const least = recent.reduce((sum, post) => sum + post.likes + post.comments, 0);
          const most = recent.reduce((sum, post) => sum + post.likes + post.comments + post.shares, 0);
          const ratio = (interactions: number) => interactions / recent.length / Math.max(account.followers, 1) / engagementBenchmark(account.followers);
          if (kind === 'flagged') expect(ratio(least)).toBeGreaterThan(IMPLAUSIBLE_ENGAGEMENT_RATIO * 1.5);
          else expect(ratio(most)).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it('answer the same posts of the last 30 days at any hour, to a reader whose clock is up to an hour late', () => {
    const names = ['hafa', 'riad.salam', 'dar.zitoun.clean', 'le.comptoir.flagged', 'x', 'cafe.de.france'];
    for (const provider of SOCIAL_PLATFORMS) {
      for (const name of names) {
        const counts = ['2026-11-27T00:00:01Z', '2026-11-27T09:36:00Z', '2026-11-27T23:59:59Z'].flatMap((at) => {
          const now = new Date(at);
          const { posts } = sandboxAccount(provider, name, now);
          return [0, 1_000, 3_600_000].map((lateBy) => postsWithin30Days(posts, new Date(now.getTime() + lateBy)));
        });
        expect(new Set(counts).size).toBe(1);
      }
    }
  });
});
