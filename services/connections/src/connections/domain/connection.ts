import type { ConnectionProvider, ConnectionStatus } from '@lieux/contracts';
import type { PlatformReading } from '../../platforms/domain/platform-client.js';

/** A stored connection without its tokens (those stay sealed until a use case opens them). */
export interface Connection {
  id: string;
  venueId: string;
  ownerUserId: string;
  provider: ConnectionProvider;
  platformId: string;
  accountRef: string;
  accountName: string;
  profileUrl: string | null;
  isActive: boolean;
  status: ConnectionStatus;
  sandbox: boolean;
  /** A demo venue's account (issue 13): no tokens, never read from a platform; its seeded snapshot is its reading. */
  demo: boolean;
  accessExpiresAt: Date | null;
  refreshExpiresAt: Date | null;
  hasRefreshToken: boolean;
  notifyEmail: string | null;
  notifyLocale: string;
  connectedAt: Date;
  lastSyncAt: Date | null;
}

export interface MetricSnapshot extends PlatformReading {
  connectionId: string;
  measuredAt: Date;
}

/** A consent attempt as stored: what the callback must match. */
export interface PendingConsent {
  userId: string;
  venueId: string;
  provider: ConnectionProvider;
  codeVerifier: string | null;
  notifyEmail: string | null;
  notifyLocale: string;
  expiresAt: Date;
  /** A claim's proof (issue 32 §2): the account is read, matched to the listing by the venues service, and not kept; the slug is where the claim screen is. Null: a connection. */
  claimSlug: string | null;
}

export const STATE_LIFETIME_MS = 10 * 60_000;

/** Counts in the score: switched on and in good standing (SCORING.md: "not connected (or inactive) counts 0"). */
export function counts(connection: Pick<Connection, 'isActive' | 'status'>): boolean {
  return connection.isActive && connection.status === 'active';
}

/** Engagement rate of SCORING.md: (interactions / max(P30, 1)) / max(F, 1); null without the figures. */
export function engagementRate(reading: Pick<PlatformReading, 'followers' | 'posts30d' | 'interactions30d'>): number | null {
  if (reading.followers === null || reading.posts30d === null || reading.interactions30d === null) return null;
  return reading.interactions30d / Math.max(reading.posts30d, 1) / Math.max(reading.followers, 1);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A venue or connection id as callers send it: a uuid string, else nothing is looked up. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
