import { ServiceClient } from '@lieux/messaging';
import { startService } from '@lieux/service-kit';
import { startTestService, type RunningTestService } from '@lieux/testing';
import { AdminEnv } from '../config/admin.env.js';

/** The admin service as it runs (its module, NATS handlers, recorder, mail relay) on a fresh database and NATS namespace. */
export type RunningAdminService = RunningTestService<ServiceClient>;

export function startAdminService(settings: Partial<AdminEnv> = {}): Promise<RunningAdminService> {
  return startTestService({
    name: 'admin',
    env: new AdminEnv(),
    settings,
    module: async () => (await import('../admin.module.js')).adminModule,
    start: startService,
    client: (nc, subjectPrefix) => new ServiceClient(nc, 5000, subjectPrefix),
  });
}
