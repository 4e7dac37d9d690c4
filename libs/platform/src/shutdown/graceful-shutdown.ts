import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { currentTracing } from '../tracing/tracing.js';
import { processShutdown, type ShutdownState } from './shutdown-state.js';

export interface GracefulShutdownOptions {
  logger: Logger;
  /** SHUTDOWN_DELAY_MS: not ready, still serving, while load balancers and probes notice. */
  delayMs: number;
  /** SHUTDOWN_TIMEOUT_MS: how long stopping may take after the delay before the exit is forced. */
  timeoutMs: number;
  /** Stops taking new work (the gateway's HTTP server, a service's NATS subscriptions) and lets the work in hand finish. */
  stopTakingWork?: () => Promise<void>;
  /** Closes everything else (consumers, relay, ORM, NATS, Redis): the Nest app's close(). */
  close: () => Promise<void>;
  /** Tests give their own; defaults: the process's state, signals and exit. */
  state?: ShutdownState;
  signals?: readonly NodeJS.Signals[];
  on?: (signal: NodeJS.Signals, listener: () => void) => void;
  exit?: (code: number) => void;
}

export interface GracefulShutdown {
  /** What a signal does; exposed for tests. Resolves when the process has been told to exit. */
  begin(reason: string): Promise<void>;
}

/**
 * The one shutdown sequence of every process (docs/deployment.md, "Graceful shutdown"): on SIGTERM
 * (or SIGINT) readiness fails at once; after `delayMs` — routing has moved away meanwhile — new work
 * stops and the work in hand finishes; then the connections close, the batched spans are sent, and the process exits 0. The same
 * signal again, or `timeoutMs` spent stopping, exits 1 at once with a line saying why: the
 * orchestrator's SIGKILL would say nothing.
 */
export function installGracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const state = options.state ?? processShutdown;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const on = options.on ?? ((signal: NodeJS.Signals, listener: () => void) => void process.on(signal, listener));
  const { logger } = options;
  let running: Promise<void> | undefined;

  const sequence = async (reason: string): Promise<void> => {
    const started = Date.now();
    state.begin(reason);
    logger.info({ reason, delayMs: options.delayMs, timeoutMs: options.timeoutMs }, 'shutting down: not ready any more, still serving');
    await sleep(options.delayMs);
    const deadline = setTimeout(() => {
      logger.error({ timeoutMs: options.timeoutMs }, 'shutdown took too long: forced exit');
      exit(1);
    }, options.timeoutMs);
    deadline.unref();
    try {
      await options.stopTakingWork?.();
      await options.close();
      // The spans still batched (the last requests' and events') leave before the exit; a no-op when tracing is off.
      await currentTracing().shutdown();
      clearTimeout(deadline);
      logger.info({ ms: Date.now() - started }, 'stopped');
      exit(0);
    } catch (error) {
      clearTimeout(deadline);
      logger.error({ err: error }, 'shutdown failed: forced exit');
      exit(1);
    }
  };

  const received = new Set<string>();
  const begin = (reason: string): Promise<void> => {
    // The same signal twice is an operator insisting. Two different ones are usually one stop seen
    // twice: Ctrl-C reaches every process of the terminal's group, then `npm start` sends SIGTERM.
    if (running && received.has(reason)) {
      logger.warn({ reason }, 'second stop signal: forced exit');
      exit(1);
    }
    received.add(reason);
    running ??= sequence(reason);
    return running;
  };

  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as const)) {
    on(signal, () => void begin(signal));
  }
  return { begin };
}
