import type { Logger } from 'pino';
import type { PlatformClients } from '../../platforms/infra/platform-clients.js';
import type { ConnectionRepository } from '../infra/connection.repository.postgres.js';
import type { Connection } from '../domain/connection.js';

/**
 * Revokes a connection's tokens at its platform where the platform offers revocation (TikTok, LinkedIn,
 * Google, Facebook's permissions: docs/connections.md). A failure there is logged and does not keep
 * the tokens: the caller erases them anyway, and the platform's own expiry ends them.
 */
export async function revokeAtPlatform(platforms: PlatformClients, connections: ConnectionRepository, logger: Logger, connection: Connection): Promise<void> {
  const platform = platforms.get(connection.provider);
  const tokens = await connections.tokensOf(connection);
  if (!platform || !tokens) return;
  try {
    await platform.client.revoke(tokens);
  } catch (error) {
    logger.warn({ provider: connection.provider, connectionId: connection.id, reason: error instanceof Error ? error.message : 'unknown' }, 'revocation at the platform failed; the tokens are erased anyway');
  }
}
