import { createHash } from 'node:crypto';
import { IMPLAUSIBLE_ENGAGEMENT_RATIO, engagementBenchmark, type ConnectionProvider } from '@lieux/contracts';

/**
 * The sandbox's accounts: any name typed on its consent page is an account, and its figures come from
 * a hash of (platform, name) — the same account always answers the same numbers, two accounts differ.
 */
export interface SandboxAccount {
  provider: ConnectionProvider;
  /** The platform's id (Instagram user id, TikTok open_id, Page id, organization id, location id). */
  id: string;
  username: string;
  displayName: string;
  followers: number;
  /** Posts of the last 60 days, newest first; the provider keeps those of the last 30. */
  posts: SandboxPost[];
  rating: number;
  reviewCount: number;
}

export interface SandboxPost {
  id: string;
  publishedAt: Date;
  likes: number;
  comments: number;
  shares: number;
  views: number;
}

function seeded(key: string): () => number {
  let counter = 0;
  return () => {
    const digest = createHash('sha256').update(`${key}#${counter++}`).digest();
    return digest.readUInt32BE(0) / 0x1_0000_0000;
  };
}

/**
 * What a name asks of its account's engagement, by its last segment, so that a test (or a person trying
 * the score) chooses whether the score's trust rule holds the figures (SCORING.md, "Trust"):
 * - `….flagged` (`hafa.flagged`): interactions per post and follower far beyond the implausible ratio
 *   of the account's tier — the score caps engagement and shows the flag;
 * - `….clean`: at most 1.5 times the tier's benchmark, far below it — never flagged;
 * - any other name: a rate drawn from the hash alone, which may fall on either side.
 * The name speaks of engagement only. The other trust rule, a sudden jump of followers, never fires by
 * itself: an account's followers do not change from day to day unless a test sets them
 * (`/__sandbox/followers`).
 */
export type SandboxEngagement = 'flagged' | 'clean' | 'drawn';

export function sandboxEngagement(username: string): SandboxEngagement {
  const last = username.split('.').at(-1);
  return last === 'flagged' || last === 'clean' ? last : 'drawn';
}

/**
 * The account's engagement rate per post, before the per-post spread of ×0.5–1.5: `drawn` 0.5–6.5 %;
 * `clean` up to the tier's benchmark, so that even the highest spread stays at 1.5 times it; `flagged`
 * so high that even the lowest spread, less the comments a platform does not count, is twice the
 * implausible ratio.
 */
function engagementRateOf(engagement: SandboxEngagement, followers: number, draw: number): number {
  const benchmark = engagementBenchmark(followers);
  switch (engagement) {
    case 'drawn':
      return 0.005 + draw * 0.06;
    case 'clean':
      return benchmark * (0.4 + draw * 0.6);
    case 'flagged':
      return benchmark * IMPLAUSIBLE_ENGAGEMENT_RATIO * 4 * (1 + draw);
  }
}

const DAY_MS = 86_400_000;

/**
 * Posts are dated back from the moment of the request, and none within half a day of 30 days old: the
 * platforms' readers keep the last 30 days from their own clock, a few milliseconds apart from the
 * sandbox's, so the posts they count are the same whatever the hour (dated back from midnight instead,
 * the count moved during the day: a post 29.6 days before midnight left the window at 09:36).
 */
function clearOfTheWindowsEdge(ageDays: number): number {
  return Math.abs(ageDays - 30) < 0.5 ? (ageDays < 30 ? 29.5 : 30.5) : ageDays;
}

/**
 * An account whose engagement a name chose posts often enough that its last 30 days always hold
 * several posts (at least six): a flagged one has something to judge, a clean one a full breakdown.
 */
const CHOSEN_MIN_POSTS = 12;

export function sandboxAccount(provider: ConnectionProvider, username: string, now: Date = new Date()): SandboxAccount {
  const random = seeded(`${provider}:${username}`);
  const id = String(17_000_000_000 + Math.floor(random() * 999_999_999));
  const followers = Math.floor(10 ** (2 + random() * 3.3));
  const engagement = sandboxEngagement(username);
  const drawnPosts = Math.floor(random() * 30);
  const postCount = engagement === 'drawn' ? drawnPosts : Math.max(CHOSEN_MIN_POSTS, drawnPosts);
  const engagementRate = engagementRateOf(engagement, followers, random());
  const posts: SandboxPost[] = [];
  for (let index = 0; index < postCount; index++) {
    const ageDays = clearOfTheWindowsEdge((index + random()) * (60 / Math.max(postCount, 1)));
    const interactions = Math.max(0, Math.round(followers * engagementRate * (0.5 + random())));
    posts.push({
      id: `${id}_${index + 1}`,
      publishedAt: new Date(now.getTime() - Math.floor(ageDays * DAY_MS)),
      likes: Math.round(interactions * 0.85),
      comments: Math.round(interactions * 0.1),
      shares: Math.round(interactions * 0.05),
      views: Math.round(interactions * (8 + random() * 10)),
    });
  }
  return {
    provider,
    id,
    username,
    displayName: username
      .split(/[._-]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
    followers,
    posts,
    rating: Math.round((3.2 + random() * 1.8) * 10) / 10,
    reviewCount: Math.floor(random() * 900),
  };
}
