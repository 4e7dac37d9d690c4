export const ROOT: string;
import type { ReadyProxy } from './ready-proxy.mjs';
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
  /** Instances per process (a number: of every process); default 1. Replicated gateways get a ready-proxy on their port. */
  replicas?: number | Record<string, number>;
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
  /** How it exited; undefined when it was not running. */
  stop(name: string, signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null } | undefined>;
  startAll(): Promise<void>;
  stopAll(): Promise<void>;
  whenFailed(): Promise<StackFailure>;
  /** The instances' names: `venues`, or `venues#1`, `venues#2` when it runs as replicas. */
  instances(process?: string): string[];
  /** The ready-proxy in front of a gateway run as replicas. */
  proxyOf(name: string): ReadyProxy | undefined;
}
export const REPLICA_PORT_STEP: number;
export function instancesOf(definitions: ProcessDefinition[], replicas?: number | Record<string, number>): (ProcessDefinition & { process: string })[];
export function createStack(options?: StackOptions): Stack;
export function runSupervised(stack: Stack, options: { log: (message: string) => void; onReady?: () => void }): Promise<number>;
