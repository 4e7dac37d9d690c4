import type { Stack } from '../../../../infra/scripts/lib/stack.mjs';
export interface RunningE2eStack {
  stack: Stack;
  databaseUrl: string;
  streamName: string;
  redisPrefix: string;
  env: Record<string, string>;
  logDir: string;
}
export interface E2eStackOptions {
  /** Beside the global stack's (E2E_PORT_OFFSET); given, the stack publishes nothing in process.env. */
  portOffset?: number;
  replicas?: number | Record<string, number>;
  env?: Record<string, string>;
}
export function startE2eStack(options?: E2eStackOptions): Promise<RunningE2eStack>;
export function stopE2eStack(running: RunningE2eStack): Promise<void>;
