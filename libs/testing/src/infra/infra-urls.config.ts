import { urlFromEnv } from '@lieux/platform';

/** The servers a test uses when no container runtime is available (DESIGN.md rule 8 defaults). */
export function databaseUrlFromEnv(): string {
  return urlFromEnv('DATABASE_URL');
}

export function redisUrlFromEnv(): string {
  return urlFromEnv('REDIS_URL');
}

export function natsUrlFromEnv(): string {
  return urlFromEnv('NATS_URL');
}

/**
 * Where test infrastructure comes from: `auto` (default) starts containers when a container runtime
 * answers and otherwise uses the URLs above; `local` never tries containers; `containers` requires them.
 */
export type TestInfraMode = 'auto' | 'local' | 'containers';

export function testInfraMode(): TestInfraMode {
  const mode = process.env.LIEUX_TEST_INFRA ?? 'auto';
  if (mode === 'auto' || mode === 'local' || mode === 'containers') {
    return mode;
  }
  throw new Error(`LIEUX_TEST_INFRA must be auto, local or containers, got "${mode}"`);
}
