import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { RepeatingTask } from './repeating-task.js';

/** Once an hour is plenty for a rule counted in days or years. */
export const EVERY_HOUR_MS = 60 * 60 * 1000;

/**
 * A service's periodic job (a retention, a backfill): a round at start, then one every `intervalMs`
 * after each ends, one at a time per replica, stopped with the service. A failed round is logged as
 * `<name> round failed` and the next comes on time. The round itself must be safe with two replicas.
 */
export abstract class ScheduledRound implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: RepeatingTask;

  protected constructor(name: string, intervalMs: number, logger: Logger) {
    this.task = new RepeatingTask(() => this.round(), intervalMs, (error) => logger.warn({ err: error }, `${name} round failed`));
  }

  /** One round, logging what it did. */
  protected abstract round(): Promise<void>;

  onApplicationBootstrap(): void {
    this.task.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  /** A round now, after the one in progress (tests, after moving a clock). */
  runNow(): Promise<void> {
    return this.task.runNow();
  }
}
