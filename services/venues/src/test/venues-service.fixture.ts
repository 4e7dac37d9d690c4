import { ServiceClient } from '@lieux/messaging';
import { startService } from '@lieux/service-kit';
import { startTestService, type RunningTestService } from '@lieux/testing';
import { VenuesEnv } from '../config/venues.env.js';

/**
 * The venues service as it runs (its module, NATS handlers, outbox relay and consumer, the demo
 * venues seeded) on a fresh database and NATS namespace. `VENUES_TEST_LOG_LEVEL=debug` shows its lines.
 */
export function startVenuesService(settings: Partial<VenuesEnv> = {}): Promise<RunningTestService<ServiceClient>> {
  return startTestService({
    name: 'venues',
    env: new VenuesEnv(),
    settings: { SEED_DEMO_DATA: 'true', ...settings },
    module: async () => (await import('../venues.module.js')).venuesModule,
    start: startService,
    client: (nc, subjectPrefix) => new ServiceClient(nc, 5000, subjectPrefix),
  });
}

/**
 * Waits until the service's inbox holds `count` events whose subject matches `subjectLike` (SQL
 * `like`): the signal that they were handled, applied or not. Fails after 15 s.
 */
export async function eventsHandled(service: RunningTestService<ServiceClient>, subjectLike: string, count: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const [row] = await service.sql<{ n: number }>(`select count(*)::int as n from venues.inbox where subject like ?`, [subjectLike]);
    if ((row?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} ${subjectLike} events handled in 15 s`);
}
