// `npm run admin:rebuild-stats`: asks the running admin service to rebuild its statistics from the
// EVENTS stream (`admin.stats.rebuild`, docs/admin.md). Run by an operator with access to the
// platform's NATS (NATS_URL, NATS_SUBJECT_PREFIX); the request is sent as the operator account below,
// an admin that cannot sign in, and the service checks the admin role as for any other caller.
import { RPC } from '@lieux/contracts';
import { connectNats, ServiceClient } from '@lieux/messaging';
import { urlFromEnv } from '@lieux/platform';

/** Who the audit and the logs see behind a rebuild started from the command line. */
const OPERATOR = { userId: '00000000-0000-4000-8000-0000000000ad', role: 'admin', plan: 'free' } as const;
/** Reading a long stream takes time: far longer than an API request may. */
const TIMEOUT_MS = 15 * 60_000;

const nc = await connectNats(urlFromEnv('NATS_URL'), 'admin-rebuild-stats');
try {
  const started = performance.now();
  const reply = await new ServiceClient(nc, TIMEOUT_MS, process.env.NATS_SUBJECT_PREFIX ?? '').request(RPC.adminStatsRebuild, {}, { actor: OPERATOR });
  console.log(`[admin:rebuild-stats] ${reply.eventsRead} events read, rebuilt at ${reply.rebuiltAt} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  console.error(`[admin:rebuild-stats] refused or failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await nc.close();
}
