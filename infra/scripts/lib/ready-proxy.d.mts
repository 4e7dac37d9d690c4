export interface ReadyProxy {
  port: number;
  /** Requests answered by each instance so far. */
  served(): Record<string, number>;
  /** Names of the instances it routes to now. */
  ready(): string[];
  close(): Promise<void>;
}
export function startReadyProxy(options: {
  port: number;
  host?: string;
  upstreams: { name: string; port: number }[];
  readyPath: string;
  probeIntervalMs?: number;
}): Promise<ReadyProxy>;
