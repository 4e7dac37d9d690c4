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
