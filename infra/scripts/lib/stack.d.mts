export const ROOT: string;
export interface ProcessDefinition {
  name: string;
  kind: 'service' | 'worker' | 'gateway';
  /** Relative to the repository root, or absolute. */
  entry: string;
  port: number;
  ready: string;
  live?: string;
  redis?: boolean;
  portVariable?: 'HEALTH_PORT' | 'PORT';
}
export const PROCESS_MANIFEST: { kinds: Record<string, { portVariable: 'HEALTH_PORT' | 'PORT'; database: boolean; answersRequests: boolean }>; processes: ProcessDefinition[] };
export const PROCESSES: ProcessDefinition[];
export interface RestartPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
  maxCrashes: number;
  windowMs: number;
  stableAfterMs: number;
}
export const DEFAULT_RESTART_POLICY: RestartPolicy;
export interface StackOptions {
  env?: Record<string, string>;
  portOffset?: number;
  logDir?: string;
  onLine?: (name: string, line: string) => void;
  /** The processes to run: the manifest's by default. */
  processes?: ProcessDefinition[];
  /** Restart a process that dies after having been ready: true for DEFAULT_RESTART_POLICY. Off by default. */
  restart?: boolean | Partial<RestartPolicy>;
  /** The supervisor's own lines (restarts). */
  log?: (message: string) => void;
}
export interface StackFailure {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  message: string;
}
export interface Stack {
  portOf(name: string): number;
  /** The running process's id, or undefined when it is not running. */
  pidOf(name: string): number | undefined;
  start(name: string): unknown;
  waitReady(name: string, timeoutMs?: number): Promise<void>;
  stop(name: string, signal?: NodeJS.Signals): Promise<void>;
  startAll(): Promise<void>;
  stopAll(): Promise<void>;
  whenFailed(): Promise<StackFailure>;
}
export function createStack(options?: StackOptions): Stack;
export function runSupervised(stack: Stack, options: { log: (message: string) => void; onReady?: () => void }): Promise<number>;
