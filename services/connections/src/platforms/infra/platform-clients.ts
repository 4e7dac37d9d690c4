import type { ConnectionProvider } from '@lieux/contracts';
import { CONNECTION_PROVIDERS } from '@lieux/contracts';
import type { ConnectionsEnv } from '../../config/connections.env.js';
import type { PlatformClient } from '../domain/platform-client.js';
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
}

/** The configured platforms of this installation, each with its client and its guard; the others are "bientôt disponible". */
export class PlatformClients {
  private readonly platforms = new Map<ConnectionProvider, ConfiguredPlatform>();

  constructor(env: ConnectionsEnv) {
    for (const provider of CONNECTION_PROVIDERS) {
      const config = platformConfig(provider, env);
      if (!config) continue;
      const client = createClient(config, env);
      const guard = new PlatformGuard({ failuresToOpen: env.PLATFORM_BREAKER_FAILURES, openMs: env.PLATFORM_BREAKER_OPEN_MS, defaultBackoffMs: env.PLATFORM_RATE_LIMIT_BACKOFF_MS });
      this.platforms.set(provider, { client, config, guard });
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
