import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/postgresql';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ServiceClient } from '@lieux/messaging';
import { createLogger } from '@lieux/platform';
import { startService } from '@lieux/service-kit';
import { createNatsNamespace, createTestDatabase, serviceTestSettings, type NatsNamespace, type TestDatabase } from '@lieux/testing';
import { AdminEnv } from '../config/admin.env.js';

/** The admin service as it runs (its module, NATS handlers, recorder, mail relay) on a fresh database and NATS namespace. */
export interface RunningAdminService {
  service: NestFastifyApplication;
  client: ServiceClient;
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startAdminService(settings: Partial<AdminEnv> = {}): Promise<RunningAdminService> {
  const database: TestDatabase = await createTestDatabase();
  const namespace: NatsNamespace = await createNatsNamespace();
  // Handlers take the subject prefix from the environment when their module is imported.
  process.env.NATS_SUBJECT_PREFIX = namespace.subjectPrefix;
  const { adminModule } = await import('../admin.module.js');
  const env = Object.assign(new AdminEnv(), serviceTestSettings(database, namespace), settings);
  const logger = createLogger('admin', (process.env.ADMIN_TEST_LOG_LEVEL ?? 'silent') as 'silent');
  const service = await startService({ name: 'admin', module: adminModule(env, logger), env, logger });
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
