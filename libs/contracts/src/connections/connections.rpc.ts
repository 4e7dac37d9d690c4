import type { ConnectionProviderStatusDto } from './connections.dto.js';
import type { ConnectionCallbackError, ConnectionProvider, ConnectionStatus } from './connections.model.js';

/**
 * NATS requests of services/connections. Each carries the actor (gateway-set headers); the service
 * checks the venue's owner itself (asking the venues service as that actor).
 */

/** `connections.connections.list`. */
export interface ListConnectionsRequest {
  venueId?: string;
}

/** `connections.connections.update`: the switch. */
export interface UpdateConnectionRequest {
  connectionId: string;
  isActive: boolean;
}

/** `connections.connections.remove`: revoked at the platform where it can be, then erased. */
export interface RemoveConnectionRequest {
  connectionId: string;
}

/** `connections.oauth.start`: a fresh single-use state (10 minutes) and where to send the browser. */
export interface StartConnectionRequest {
  provider: ConnectionProvider;
  venueId: string;
  /** The gateway's PUBLIC_URL: the callback the platform returns to is `${callbackBaseUrl}/api/connections/{provider}/callback`. */
  callbackBaseUrl: string;
  /** The signed-in merchant's address and language, for the "à reconnecter" mail (the gateway's session knows them). */
  notifyEmail?: string;
  notifyLocale?: string;
  /**
   * Claiming (issue 32 §2): the account proves the claimant's claim of this venue instead of being
   * linked to it — no ownership asked, no connection kept; `venueId` is the claimed venue, this its
   * slug (where the claim screen is).
   */
  claimSlug?: string;
}
export interface StartConnectionReply {
  authorizeUrl: string;
}

/** `connections.oauth.finish`: the platform's answer on the callback, as is. */
export interface FinishConnectionRequest {
  provider: ConnectionProvider;
  callbackBaseUrl: string;
  code?: string;
  state?: string;
  error?: string;
}
/** Never throws for a refused attempt: the gateway redirects to the screen with the outcome. */
export type FinishConnectionReply =
  | { outcome: 'success'; venueId: string; connectionId: string }
  | { outcome: 'error'; venueId: string | null; error: ConnectionCallbackError }
  /** A claim's proof: the venues service's answer (`pending`, `reported`), or its refusal's code. */
  | { outcome: 'claim'; venueId: string; venueSlug: string; status: 'pending' | 'reported' | null; errorCode: string | null };

export type ConnectionProvidersReply = ConnectionProviderStatusDto[];

/** `connections.metrics.pull`: the scoring worker's question. */
export interface PullMetricsRequest {
  venueIds: string[];
}

/**
 * The normalized figures of one platform of one venue, read now (or the last snapshot when the
 * platform is rate-limited, down, or its breaker open: `fresh` false). Only active connections in
 * good standing appear: an inactive or "à reconnecter" one counts 0 until fixed (SCORING.md).
 */
export interface PlatformMetrics {
  provider: ConnectionProvider;
  connectionId: string;
  /** Instagram, TikTok, Facebook, LinkedIn; null for Google. */
  followers: number | null;
  /** Posts (videos) of the last 30 days. */
  posts30d: number | null;
  /** Likes + comments (+ shares where the platform counts them) on those posts. */
  interactions30d: number | null;
  /** Google Business only. */
  rating: number | null;
  reviewCount: number | null;
  /** When these figures were read from the platform. */
  measuredAt: string;
  fresh: boolean;
}

export interface VenueMetrics {
  venueId: string;
  platforms: PlatformMetrics[];
}

export interface PullMetricsReply {
  venues: VenueMetrics[];
}

export type { ConnectionStatus };
