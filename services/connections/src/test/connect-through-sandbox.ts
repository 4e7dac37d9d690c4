import { createHash, randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { ConnectionProvider } from '@lieux/contracts';
import { ServiceClient } from '@lieux/messaging';
import { startService } from '@lieux/service-kit';
import { startTestService, useTestService } from '@lieux/testing';
import { answerConsent } from '@lieux/testing/e2e';
import { ConnectionsEnv } from '../config/connections.env.js';
import { SandboxServer } from '../sandbox/sandbox-server.js';
import { PlatformClients } from '../platforms/infra/platform-clients.js';
import { ConnectionRepository } from '../connections/infra/connection.repository.postgres.js';

const REDIRECT = 'http://127.0.0.1:1/api/connections/x/callback';

/**
 * Connects a venue to each platform the way a merchant does, through the sandbox's consent page and
 * its code exchange, and stores the connection (tokens sealed) for `ownerUserId`. `account` names the
 * sandbox account: the sandbox draws its figures from the name.
 */
export async function connectThroughSandbox(
  service: INestApplicationContext,
  venueId: string,
  ownerUserId: string,
  providers: ConnectionProvider[],
  account: (provider: ConnectionProvider) => string,
): Promise<void> {
  for (const provider of providers) {
    const platform = service.get(PlatformClients).get(provider)!;
    const verifier = platform.client.usesPkce ? randomBytes(32).toString('base64url') : null;
    const challenge = verifier ? createHash('sha256').update(verifier).digest('base64url') : null;
    const back = await answerConsent(platform.client.authorizeUrl({ state: 's', redirectUri: REDIRECT, codeChallenge: challenge }), { decision: 'approve', account: account(provider) });
    const linked = await platform.client.connect({ code: back.searchParams.get('code')!, redirectUri: REDIRECT, codeVerifier: verifier });
    await service.get(ConnectionRepository).store({ venueId, ownerUserId, provider, ...linked, sandbox: true, notifyEmail: 'gerant@example.ma', notifyLocale: 'fr' }, new Date());
  }
}

/**
 * The connections service on real PostgreSQL and NATS in front of a sandbox of its own, for a test
 * file: the sandbox listens before the service starts and closes after it (no demo connections).
 */
export function useConnectionsBehindSandbox(settings: Partial<ConnectionsEnv> = {}) {
  const sandbox = new SandboxServer();
  let sandboxUrl = '';
  beforeAll(async () => {
    sandboxUrl = await sandbox.listen();
  });
  afterAll(() => sandbox.close());
  const connections = useTestService(() =>
    startTestService({
      name: 'connections',
      env: new ConnectionsEnv(),
      settings: { CONNECTIONS_SANDBOX_URL: sandboxUrl, SEED_DEMO_DATA: 'false', ...settings },
      module: async () => (await import('../connections.module.js')).connectionsModule,
      start: startService,
      client: (nc, subjectPrefix) => new ServiceClient(nc, 30_000, subjectPrefix),
    }),
  );
  return { sandbox, connections };
}
