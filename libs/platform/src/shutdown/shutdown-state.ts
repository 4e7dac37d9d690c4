import type { ReadinessCheck } from '../health/readiness-check.js';

/**
 * Whether this process has been asked to stop. One per process: a SIGTERM is addressed to the
 * process, so every readiness endpoint it serves fails from that moment on, while liveness stays up
 * (the process is healthy, only leaving).
 */
export class ShutdownState {
  private reason: string | undefined;

  get draining(): boolean {
    return this.reason !== undefined;
  }

  begin(reason: string): void {
    this.reason ??= reason;
  }

  /** A readiness check that fails once the process is leaving: load balancers stop sending it traffic. */
  readonly readinessCheck: ReadinessCheck = {
    key: 'shutdown',
    probe: async () => {
      if (this.reason !== undefined) throw new Error(`shutting down (${this.reason})`);
    },
  };
}

export const processShutdown = new ShutdownState();
