import { SOCIAL_PLATFORMS } from '@lieux/contracts';
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
