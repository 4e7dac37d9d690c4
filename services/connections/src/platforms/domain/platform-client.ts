import type { ConnectionProvider } from '@lieux/contracts';

/**
 * One social platform as the connections service speaks to it (docs/connections.md, "Providers"):
 * its consent URL, the code exchange, the token refresh (or its absence), the account read, the
 * metrics read and the revocation. Five implementations over plain `fetch`, in `infra/`.
 */
export interface PlatformClient {
  readonly provider: ConnectionProvider;
  /** Sends a PKCE S256 challenge with the consent request (the platform supports it). */
  readonly usesPkce: boolean;

  authorizeUrl(request: { state: string; redirectUri: string; codeChallenge: string | null }): string;
  /** Code → tokens → the account they open. */
  connect(request: { code: string; redirectUri: string; codeVerifier: string | null }): Promise<{ tokens: TokenSet; account: LinkedAccount }>;
  /**
   * New tokens before the current ones expire; `null` when this platform cannot refresh them
   * (LinkedIn without partner status: the merchant reconnects). Throws ConsentRevokedError when the
   * platform refuses (consent withdrawn, refresh token expired).
   */
  refresh(tokens: TokenSet, now: Date): Promise<TokenSet | null>;
  /** When `refresh` should run: some time before expiry, per platform. */
  refreshDue(tokens: TokenMeta, now: Date): boolean;
  read(tokens: TokenSet, account: Pick<LinkedAccount, 'platformId'>, now: Date): Promise<PlatformReading>;
  /** Revokes the consent at the platform where it offers revocation; a no-op elsewhere. */
  revoke(tokens: TokenSet): Promise<void>;
}

/** What is encrypted at rest: nothing here is ever logged, sent in an event or answered. */
export interface TokenSet {
  accessToken: string;
  accessExpiresAt: Date | null;
  refreshToken: string | null;
  refreshExpiresAt: Date | null;
  /** Facebook: the long-lived user token, kept only to revoke the consent. */
  userToken?: string;
}

export type TokenMeta = Pick<TokenSet, 'accessExpiresAt' | 'refreshExpiresAt'> & { hasRefreshToken: boolean };

export interface LinkedAccount {
  /** The id the API calls use (Instagram user id, open_id, Page id, organization id, `accounts/…/locations/…`). */
  platformId: string;
  /** What people know it by (username, vanity name, Page id). */
  accountRef: string;
  accountName: string;
  profileUrl: string | null;
  /** The business's website and phone as the profile shows them (Instagram's website, Google Business's both): a claim's match (issue 32). */
  website?: string | null;
  phone?: string | null;
}

/** The normalized figures of SCORING.md's inputs. */
export interface PlatformReading {
  followers: number | null;
  posts30d: number | null;
  interactions30d: number | null;
  rating: number | null;
  reviewCount: number | null;
}

export const THIRTY_DAYS_MS = 30 * 86_400_000;

/** The platform says the consent is gone (revoked, expired beyond refresh): the connection is "à reconnecter". */
export class ConsentRevokedError extends Error {
  override readonly name = 'ConsentRevokedError';
}

/** 429 or usage at its limit: leave the platform alone until `retryAfterMs` has passed. */
export class RateLimitedError extends Error {
  override readonly name = 'RateLimitedError';
  constructor(
    message: string,
    readonly retryAfterMs: number | null,
  ) {
    super(message);
  }
}

/** 5xx, timeout, network failure, or an answer that makes no sense. */
export class PlatformUnavailableError extends Error {
  override readonly name = 'PlatformUnavailableError';
}

/** The platform refused the request itself (bad code, wrong redirect): not a platform outage. */
export class PlatformRefusedError extends Error {
  override readonly name = 'PlatformRefusedError';
}
