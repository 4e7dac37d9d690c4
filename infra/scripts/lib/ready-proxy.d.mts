export interface ReadyProxy {
  port: number;
  /** Requests answered by each instance so far. */
  served(): Record<string, number>;
  /** Names of the instances it routes to now. */
  ready(): string[];
  /** The instance is being stopped: no new request goes to it from now on (a pod deleted). */
  terminating(name: string): void;
  /** The instance was started again: it gets traffic once its readiness answers 200. */
  started(name: string): void;
  close(): Promise<void>;
}
export function startReadyProxy(options: {
  port: number;
  host?: string;
  upstreams: { name: string; port: number }[];
  readyPath: string;
  probeIntervalMs?: number;
  /** How long readiness may fail (not by leaving) before the instance is taken out; default 15 s. */
  failureWindowMs?: number;
}): Promise<ReadyProxy>;
/** Whether a readiness answer's body says the instance was told to stop. */
export function saysLeaving(body: string): boolean;
