import 'reflect-metadata';
import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  assertReachable,
  createLogger,
  kindOf,
  loadEnv,
  natsDependency,
  postgresDependency,
  processNamed,
  redisDependency,
  runMain,
} from '@lieux/platform';
import type { ServiceEnv } from '../config/service-env.js';
import { startService } from './start-service.js';

export interface ServiceMainOptions<E extends ServiceEnv> {
  /** Its name in process-manifest.json and in logs (`venues`, `scoring-worker`…). */
  name: string;
  /** Declared by its kind in process-manifest.json (a worker answers none); given here, it must agree. */
  answersRequests?: boolean;
  /** Declared by `redis` in process-manifest.json; given here, it must agree. */
  needsRedis?: boolean;
  env: new () => E;
  module: (env: E, logger: Logger) => DynamicModule;
}

/** The whole `main.ts` of a service: validate config, check dependencies, start. */
export function runServiceMain<E extends ServiceEnv>(options: ServiceMainOptions<E>): void {
  runMain(options.name, async () => {
    const { needsRedis, answersRequests } = declaredBehaviour(options);
    const env = loadEnv(options.env);
    const logger = createLogger(options.name, env.LOG_LEVEL);
    await assertReachable([
      postgresDependency(env.DATABASE_URL),
      natsDependency(env.NATS_URL),
      ...(needsRedis ? [redisDependency(env.REDIS_URL)] : []),
    ]);
    await startService({
      name: options.name,
      module: options.module(env, logger),
      env,
      logger,
      answersRequests,
      handleSignals: true,
    });
  });
}

/** What the manifest says of this process; a main.ts that says otherwise is a mistake caught at start. */
function declaredBehaviour(options: { name: string; needsRedis?: boolean; answersRequests?: boolean }): {
  needsRedis: boolean;
  answersRequests: boolean;
} {
  const process = processNamed(options.name);
  const declared = { needsRedis: process.redis, answersRequests: kindOf(process).answersRequests };
  for (const key of ['needsRedis', 'answersRequests'] as const) {
    if (options[key] !== undefined && options[key] !== declared[key]) {
      throw new Error(`${options.name}: main.ts says ${key}=${options[key]}, libs/platform/src/processes/process-manifest.json says ${declared[key]}`);
    }
  }
  return declared;
}
