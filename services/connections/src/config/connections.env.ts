import { IsIn, IsString, Matches } from 'class-validator';
import { WithMailEnv } from '@lieux/mail';
import { IntInRange } from '@lieux/platform';
import { healthPortOf, ServiceEnv } from '@lieux/service-kit';

/**
 * docs/connections.md, "Configuration". A platform is configured when its client id and secret are
 * set; otherwise it is "bientôt disponible" — unless CONNECTIONS_SANDBOX_URL is set (npm start, tests),
 * which points every platform without real credentials at the project's sandbox.
 */
export class ConnectionsEnv extends WithMailEnv(ServiceEnv) {
  override HEALTH_PORT = healthPortOf('connections');

  /** Where people open the site: the "à reconnecter" mail links to `${PUBLIC_URL}/merchant/connections`. */
  @Matches(/^https?:\/\/[^/]+$/, { message: 'must be an http(s) origin without a trailing slash, e.g. https://lieux.ma' })
  PUBLIC_URL: string = 'http://localhost:3000';

  /**
   * The demo venues' accounts (issue 13): `true` or `false`; empty means on everywhere but production,
   * like the venues service's demo venues they belong to.
   */
  @IsIn(['', 'true', 'false'])
  SEED_DEMO_DATA: '' | 'true' | 'false' = '';

  /**
   * 32 bytes, base64: the AES-256-GCM key of the tokens at rest. Required once a real platform is
   * configured; with the sandbox alone a fixed development key is used (and said so in the log).
   */
  @IsString()
  TOKEN_ENCRYPTION_KEY: string = '';

  /** The current key's id, stored beside each ciphertext so keys can rotate. */
  @Matches(/^[A-Za-z0-9_-]{1,32}$/, { message: 'must be a short id (letters, digits, - and _)' })
  TOKEN_ENCRYPTION_KEY_ID: string = 'k1';

  /** Older keys still able to decrypt during a rotation: `id:base64key,id:base64key`. */
  @IsString()
  TOKEN_ENCRYPTION_PREVIOUS_KEYS: string = '';

  @IsString() INSTAGRAM_CLIENT_ID: string = '';
  @IsString() INSTAGRAM_CLIENT_SECRET: string = '';
  @IsString() TIKTOK_CLIENT_KEY: string = '';
  @IsString() TIKTOK_CLIENT_SECRET: string = '';
  @IsString() FACEBOOK_APP_ID: string = '';
  @IsString() FACEBOOK_APP_SECRET: string = '';
  @IsString() LINKEDIN_CLIENT_ID: string = '';
  @IsString() LINKEDIN_CLIENT_SECRET: string = '';
  @IsString() GOOGLE_BUSINESS_CLIENT_ID: string = '';
  @IsString() GOOGLE_BUSINESS_CLIENT_SECRET: string = '';

  /** Graph API version of Facebook (each lives about two years). */
  @Matches(/^v\d+\.\d+$/, { message: 'must look like v24.0' })
  FACEBOOK_GRAPH_VERSION: string = 'v24.0';

  /** `LinkedIn-Version` header (YYYYMM); LinkedIn retires each version after about a year. */
  @Matches(/^\d{6}$/, { message: 'must be YYYYMM' })
  LINKEDIN_API_VERSION: string = '202510';

  /** One call to a platform gives up after this. */
  @IntInRange(100, 60_000)
  PLATFORM_TIMEOUT_MS: number = 8000;

  /** Consecutive failures that open a platform's circuit breaker, and how long it stays open. */
  @IntInRange(1, 100)
  PLATFORM_BREAKER_FAILURES: number = 5;

  @IntInRange(100, 3_600_000)
  PLATFORM_BREAKER_OPEN_MS: number = 60_000;

  /** A platform that answered 429 without saying when to come back is left alone this long. */
  @IntInRange(100, 86_400_000)
  PLATFORM_RATE_LIMIT_BACKOFF_MS: number = 15 * 60_000;

  /**
   * Metrics reads in flight at once per platform, across every `connections.metrics.pull` of the
   * process (platforms read side by side). 1 reads each platform's connections one after another (the
   * old path; the bench compares both).
   */
  @IntInRange(1, 64)
  METRICS_PULL_CONCURRENCY: number = 12;

  /** How often the service looks for tokens about to expire (and refreshes them). */
  @IntInRange(1000, 86_400_000)
  TOKEN_REFRESH_INTERVAL_MS: number = 15 * 60_000;

  /** The deadline of the service's own questions to the venues service (ownership). */
  @IntInRange(50, 10_000)
  VENUE_CHECK_TIMEOUT_MS: number = 1500;
}
