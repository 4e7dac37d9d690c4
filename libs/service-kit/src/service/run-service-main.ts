import 'reflect-metadata';
import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { assertReachable, natsDependency, postgresDependency, redisDependency, loadEnv, createLogger, runMain } from '@lieux/platform';
import type { ServiceEnv } from '../config/service-env.js';
import { startService } from './start-service.js';

export interface ServiceMainOptions<E extends ServiceEnv> {
  /** The process name in logs (`venues`, `scoring-worker`…). */
  name: string;
  answersRequests?: boolean;
  /** Redis too, for the processes that use it. */
  needsRedis?: boolean;
  env: new () => E;
  module: (env: E, logger: Logger) => DynamicModule;
}

/** The whole `main.ts` of a service: validate config, check dependencies, start. */
export function runServiceMain<E extends ServiceEnv>(options: ServiceMainOptions<E>): void {
  runMain(options.name, async () => {
    const env = loadEnv(options.env);
    const logger = createLogger(options.name, env.LOG_LEVEL);
    await assertReachable([
      postgresDependency(env.DATABASE_URL),
      natsDependency(env.NATS_URL),
      ...(options.needsRedis ? [redisDependency(env.REDIS_URL)] : []),
    ]);
    await startService({
      name: options.name,
      module: options.module(env, logger),
      env,
      logger,
      answersRequests: options.answersRequests,
    });
  });
}
