import { createHash } from 'node:crypto';
import type { ConnectionProvider } from '@lieux/contracts';

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

export function sandboxAccount(provider: ConnectionProvider, username: string, now: Date = new Date()): SandboxAccount {
  const random = seeded(`${provider}:${username}`);
  const id = String(17_000_000_000 + Math.floor(random() * 999_999_999));
  const followers = Math.floor(10 ** (2 + random() * 3.3));
  const postCount = Math.floor(random() * 30);
  const engagementRate = 0.005 + random() * 0.06;
  const posts: SandboxPost[] = [];
  for (let index = 0; index < postCount; index++) {
    const ageDays = (index + random()) * (60 / Math.max(postCount, 1));
    const interactions = Math.max(0, Math.round(followers * engagementRate * (0.5 + random())));
    posts.push({
      id: `${id}_${index + 1}`,
      // Whole days back from midnight UTC, so a day's answers do not move with the clock.
      publishedAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - Math.floor(ageDays * 86_400_000)),
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
