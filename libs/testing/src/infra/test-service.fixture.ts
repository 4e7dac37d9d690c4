import type { DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MikroORM } from '@mikro-orm/postgresql';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { afterAll, beforeAll } from '@jest/globals';
import type { LevelWithSilent, Logger } from 'pino';
import { createLogger } from '@lieux/platform';
import { createNatsNamespace, type NatsNamespace } from './nats-namespace.fixture.js';
import { serviceTestSettings } from './service-test-settings.util.js';
import { createTestDatabase } from './test-database.fixture.js';

/** A service as it runs (its module, NATS handlers, relays, consumer) on a fresh database and NATS namespace. */
export interface RunningTestService<C> {
  service: NestFastifyApplication;
  /** Requests to the service's handlers, on the test's own NATS connection. */
  client: C;
  nc: NatsConnection;
  namespace: NatsNamespace;
  sql<T>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface TestServiceOptions<E extends object, C> {
  name: string;
  /** A fresh instance of the service's settings class (`new AuthEnv()`), completed here. */
  env: E;
  settings?: Partial<E>;
  /** Imports the service's module: handlers read the subject prefix from the environment when imported. */
  module: () => Promise<(env: E, logger: Logger) => DynamicModule>;
  /** `startService` of @lieux/service-kit, passed in: the kit and messaging use these fixtures in their own tests, so this library imports neither. */
  start: (options: { name: string; module: DynamicModule; env: E; logger: Logger }) => Promise<NestFastifyApplication>;
  /** The client of the service's handlers (`new ServiceClient(nc, 5000, subjectPrefix)`), passed in for the same reason. */
  client: (nc: NatsConnection, subjectPrefix: string) => C;
  /** Runs on the test's NATS connection before the service starts: stand-ins for the services it asks. */
  beforeStart?: (nc: NatsConnection, namespace: NatsNamespace) => Promise<void> | void;
}

export async function startTestService<E extends object, C>(options: TestServiceOptions<E, C>): Promise<RunningTestService<C>> {
  const database = await createTestDatabase();
  const namespace = await createNatsNamespace();
  process.env.NATS_SUBJECT_PREFIX = namespace.subjectPrefix;
  const serviceModule = await options.module();
  const env = Object.assign(options.env, serviceTestSettings(database, namespace), options.settings ?? {});
  // Silent unless asked: `AUTH_TEST_LOG_LEVEL=debug` shows the auth service's lines.
  const level = (process.env[`${options.name.toUpperCase()}_TEST_LOG_LEVEL`] ?? 'silent') as LevelWithSilent;
  const logger = createLogger(options.name, level);
  const nc = await connect({ servers: namespace.url });
  await options.beforeStart?.(nc, namespace);
  const service = await options.start({ name: options.name, module: serviceModule(env, logger), env, logger });
  return {
    service,
    client: options.client(nc, namespace.subjectPrefix),
    nc,
    namespace,
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
 * A started service for every test of a file: started before them, stopped after.
 * `const auth = useTestService(() => startAuthService());` then `auth().client.request(…)` in the tests.
 */
export function useTestService<S extends RunningTestService<unknown>>(start: () => Promise<S>): () => S {
  let running: S | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    await running?.close();
  });
  return () => {
    if (!running) throw new Error('the service is not started yet: call it inside a test');
    return running;
  };
}
