import type { ConnectionProvider } from '@lieux/contracts';
import { SANDBOX_CLIENTS } from '../../sandbox/sandbox-server.js';
import type { ConnectionsEnv } from '../../config/connections.env.js';

/** One platform's client credentials and where its hosts are (the real ones, or the sandbox's). */
export interface PlatformConfig {
  provider: ConnectionProvider;
  clientId: string;
  clientSecret: string;
  sandbox: boolean;
  /** `host('graph.instagram.com')` → `https://graph.instagram.com`, or `${sandbox}/graph.instagram.com`. */
  host: (realHost: string) => string;
  timeoutMs: number;
}

const CREDENTIALS: Record<ConnectionProvider, (env: ConnectionsEnv) => [string | undefined, string | undefined]> = {
  instagram: (env) => [env.INSTAGRAM_CLIENT_ID, env.INSTAGRAM_CLIENT_SECRET],
  tiktok: (env) => [env.TIKTOK_CLIENT_KEY, env.TIKTOK_CLIENT_SECRET],
  facebook: (env) => [env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET],
  linkedin: (env) => [env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET],
  google: (env) => [env.GOOGLE_BUSINESS_CLIENT_ID, env.GOOGLE_BUSINESS_CLIENT_SECRET],
};

/**
 * The platform's configuration, or null when it is "bientôt disponible": real credentials talk to the
 * real hosts; without them, CONNECTIONS_SANDBOX_URL (npm start, tests) makes it the sandbox's.
 */
export function platformConfig(provider: ConnectionProvider, env: ConnectionsEnv): PlatformConfig | null {
  const [clientId, clientSecret] = CREDENTIALS[provider](env);
  if (clientId && clientSecret) return { provider, clientId, clientSecret, sandbox: false, host: (real) => `https://${real}`, timeoutMs: env.PLATFORM_TIMEOUT_MS };
  const sandbox = env.CONNECTIONS_SANDBOX_URL;
  if (!sandbox) return null;
  return { provider, ...SANDBOX_CLIENTS[provider], sandbox: true, host: (real) => `${sandbox}/${real}`, timeoutMs: env.PLATFORM_TIMEOUT_MS };
}
