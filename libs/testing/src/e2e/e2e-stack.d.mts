import type { Stack } from '../../../../infra/scripts/lib/stack.mjs';
export interface RunningE2eStack {
  stack: Stack;
  databaseUrl: string;
  streamName: string;
  redisPrefix: string;
  env: Record<string, string>;
  logDir: string;
  /** E2E_BASE_URL, E2E_DATABASE_URL…: what a test needs to reach this platform. */
  settings: Record<string, string>;
}
export interface E2eStackOptions {
  /** Beside the global stack's (E2E_PORT_OFFSET); given, the stack publishes nothing in process.env. */
  portOffset?: number;
  replicas?: number | Record<string, number>;
  env?: Record<string, string>;
}
export function startE2eStack(options?: E2eStackOptions): Promise<RunningE2eStack>;
export function stopE2eStack(running: RunningE2eStack): Promise<void>;
/** Points this test file's e2e settings at `running`; answers how to point them back. */
export function useE2eStack(running: RunningE2eStack): () => void;
