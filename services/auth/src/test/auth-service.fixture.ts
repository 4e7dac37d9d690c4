import { ServiceClient } from '@lieux/messaging';
import { startService } from '@lieux/service-kit';
import { startTestService, useTestService, type RunningTestService } from '@lieux/testing';
import { AuthEnv } from '../config/auth.env.js';

/** The auth service as it runs (its module, NATS handlers, its schema) on a fresh database and NATS namespace. */
export type RunningAuthService = RunningTestService<ServiceClient>;

export function startAuthService(settings: Partial<AuthEnv> = {}): Promise<RunningAuthService> {
  return startTestService({
    name: 'auth',
    env: new AuthEnv(),
    settings,
    module: async () => (await import('../auth.module.js')).authModule,
    start: startService,
    client: (nc, subjectPrefix) => new ServiceClient(nc, 5000, subjectPrefix),
  });
}

/**
 * The auth service for every test of a file: started before them, stopped after.
 * `const auth = useAuthService();` then `auth().client.request(…)` inside the tests.
 */
export function useAuthService(settings: Partial<AuthEnv> = {}): () => RunningAuthService {
  return useTestService(() => startAuthService(settings));
}
