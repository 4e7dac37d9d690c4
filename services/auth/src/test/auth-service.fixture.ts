import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/postgresql';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ServiceClient } from '@lieux/messaging';
import { createLogger } from '@lieux/platform';
import { startService } from '@lieux/service-kit';
import { createNatsNamespace, createTestDatabase, serviceTestSettings, type NatsNamespace, type TestDatabase } from '@lieux/testing';
import { AuthEnv } from '../config/auth.env.js';

/** The auth service as it runs (its module, NATS handlers, its schema) on a fresh database and NATS namespace. */
export interface RunningAuthService {
  service: NestFastifyApplication;
  client: ServiceClient;
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startAuthService(settings: Partial<AuthEnv> = {}): Promise<RunningAuthService> {
  const database: TestDatabase = await createTestDatabase();
  const namespace: NatsNamespace = await createNatsNamespace();
  // Handlers take the subject prefix from the environment when their module is imported.
  process.env.NATS_SUBJECT_PREFIX = namespace.subjectPrefix;
  const { authModule } = await import('../auth.module.js');
  const env = Object.assign(new AuthEnv(), serviceTestSettings(database, namespace), settings);
  const logger = createLogger('auth', 'silent');
  const service = await startService({ name: 'auth', module: authModule(env, logger), env, logger });
  const nc: NatsConnection = await connect({ servers: namespace.url });
  return {
    service,
    client: new ServiceClient(nc, 5000, namespace.subjectPrefix),
    sql: <T>(query: string, params: unknown[] = []) => service.get(MikroORM).em.getConnection().execute<T[]>(query, params),
    close: async () => {
      delete process.env.NATS_SUBJECT_PREFIX;
      await service.close();
      await nc.close();
      await namespace.cleanup();
      await database.drop();
    },
  };
}

/**
 * The auth service for every test of a file: started before them, stopped after.
 * `const auth = useAuthService();` then `auth().client.request(…)` inside the tests.
 */
export function useAuthService(settings: Partial<AuthEnv> = {}): () => RunningAuthService {
  let running: RunningAuthService | undefined;
  beforeAll(async () => {
    running = await startAuthService(settings);
  });
  afterAll(async () => {
    await running?.close();
  });
  return () => {
    if (!running) throw new Error('the auth service is not started yet: call auth() inside a test');
    return running;
  };
}
