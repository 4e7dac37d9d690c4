import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { createLogger, loadEnv } from '@lieux/platform';
import { afterAll, beforeAll } from '@jest/globals';
import { createNatsNamespace, createRedisPrefix, createTestDatabase } from '@lieux/testing';
import { ScoringWorkerEnv } from '../../config/scoring.env.js';
import { scoringWorkerModule } from '../../scoring.module.js';

/** The scoring worker as it runs, on a fresh database, Redis prefix and NATS namespace of its own. */
export interface TestScoringWorker {
  app: INestApplicationContext;
  close(): Promise<void>;
}

export async function startTestScoringWorker(): Promise<TestScoringWorker> {
  const [database, redis, nats] = await Promise.all([createTestDatabase(), createRedisPrefix(), createNatsNamespace()]);
  const env = loadEnv(ScoringWorkerEnv, {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix.replace(/:$/, ''),
    NATS_URL: nats.url,
    NATS_SUBJECT_PREFIX: nats.subjectPrefix,
    EVENT_STREAM: nats.streamName,
    LOG_LEVEL: 'silent',
  });
  const app = await NestFactory.createApplicationContext(scoringWorkerModule(env, createLogger('scoring-worker', 'silent')), { logger: false });
  app.enableShutdownHooks();
  await app.init();
  return {
    app,
    close: async () => {
      await app.close();
      await Promise.all([database.drop(), redis.cleanup(), nats.cleanup()]);
    },
  };
}

/** The worker for every test of a file, started before them and stopped after: `const app = useTestScoringWorker();` then `app()`. */
export function useTestScoringWorker(): () => INestApplicationContext {
  let worker: TestScoringWorker | undefined;
  beforeAll(async () => {
    worker = await startTestScoringWorker();
  });
  afterAll(async () => {
    await worker?.close();
  });
  return () => {
    if (!worker) throw new Error('the worker is not started yet: call it inside a test');
    return worker.app;
  };
}
