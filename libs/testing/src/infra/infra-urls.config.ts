/** The servers a test uses when no container runtime is available (DESIGN.md rule 8 defaults). */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/lieux';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';

export function databaseUrlFromEnv(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

export function redisUrlFromEnv(): string {
  return process.env.REDIS_URL || DEFAULT_REDIS_URL;
}

export function natsUrlFromEnv(): string {
  return process.env.NATS_URL || DEFAULT_NATS_URL;
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
