export const ROOT: string;
export interface ProcessDefinition {
  name: string;
  entry: string;
  port: number;
  ready: string;
  portVariable?: string;
}
export const PROCESSES: ProcessDefinition[];
export interface StackOptions {
  env?: Record<string, string>;
  portOffset?: number;
  logDir?: string;
  onLine?: (name: string, line: string) => void;
}
export interface Stack {
  portOf(name: string): number;
  start(name: string): unknown;
  waitReady(name: string, timeoutMs?: number): Promise<void>;
  stop(name: string, signal?: NodeJS.Signals): Promise<void>;
  startAll(): Promise<void>;
  stopAll(): Promise<void>;
  anyExit(): Promise<{ name: string; code: number | null; signal: NodeJS.Signals | null }>;
}
export function createStack(options?: StackOptions): Stack;
