import type { ConnectionProvider } from '@lieux/contracts';
import { CONNECTION_PROVIDERS } from '@lieux/contracts';
import type { ConnectionsEnv } from '../../config/connections.env.js';
import type { PlatformClient } from '../domain/platform-client.js';
import { ConcurrencyLimit } from '../domain/concurrency-limit.js';
import { PlatformGuard } from '../domain/platform-guard.js';
import { FacebookClient } from './facebook.client.js';
import { GoogleBusinessClient } from './google.client.js';
import { InstagramClient } from './instagram.client.js';
import { LinkedInClient } from './linkedin.client.js';
import { platformConfig, type PlatformConfig } from './platform-config.js';
import { TikTokClient } from './tiktok.client.js';

export interface ConfiguredPlatform {
  client: PlatformClient;
  config: PlatformConfig;
  guard: PlatformGuard;
  /** The platform's metrics reads in flight at once, across every pull of the process (METRICS_PULL_CONCURRENCY). */
  reads: ConcurrencyLimit;
}

/**
 * The least time between two metrics reads of one platform, from its published rate (PLATFORMS.md).
 * TikTok: 600 requests a minute per endpoint, per app, and a read calls each of its two endpoints
 * once → one read every 100 ms. Meta's limits are per account or Page token (no app-wide pace);
 * LinkedIn's daily limits are not published; Google's quota is granted per project (its 429s are
 * met by the guard's back-off).
 */
export const READ_PACE_MS: Readonly<Record<ConnectionProvider, number>> = { tiktok: 100, instagram: 0, facebook: 0, linkedin: 0, google: 0 };

/** The configured platforms of this installation, each with its client and its guard; the others are "bientôt disponible". */
export class PlatformClients {
  private readonly platforms = new Map<ConnectionProvider, ConfiguredPlatform>();

  constructor(env: ConnectionsEnv) {
    for (const provider of CONNECTION_PROVIDERS) {
      const config = platformConfig(provider, env);
      if (!config) continue;
      const client = createClient(config, env);
      const guard = new PlatformGuard({ failuresToOpen: env.PLATFORM_BREAKER_FAILURES, openMs: env.PLATFORM_BREAKER_OPEN_MS, defaultBackoffMs: env.PLATFORM_RATE_LIMIT_BACKOFF_MS });
      // The sandbox has no rate to keep to: paced, the tests and the bench would measure the pace only.
      const pace = config.sandbox ? 0 : READ_PACE_MS[provider];
      this.platforms.set(provider, { client, config, guard, reads: new ConcurrencyLimit(env.METRICS_PULL_CONCURRENCY, pace) });
    }
  }

  get(provider: ConnectionProvider): ConfiguredPlatform | undefined {
    return this.platforms.get(provider);
  }

  /** True when a real platform (not the sandbox) is configured: tokens then need a real key. */
  hasRealPlatform(): boolean {
    return [...this.platforms.values()].some((platform) => !platform.config.sandbox);
  }
}

function createClient(config: PlatformConfig, env: ConnectionsEnv): PlatformClient {
  switch (config.provider) {
    case 'instagram':
      return new InstagramClient(config);
    case 'tiktok':
      return new TikTokClient(config);
    case 'facebook':
      return new FacebookClient(config, env.FACEBOOK_GRAPH_VERSION);
    case 'linkedin':
      return new LinkedInClient(config, env.LINKEDIN_API_VERSION);
    case 'google':
      return new GoogleBusinessClient(config);
  }
}
