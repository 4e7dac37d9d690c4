import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { SERVICE_LOGGER } from '@lieux/service-kit';
import { RecordStatusCheckUseCase } from '../app/status-checks.usecases.js';
import { STATUS_SETTINGS, type StatusSettings } from '../app/status.repository.js';

/**
 * Records a status round every STATUS_CHECK_INTERVAL_MS (and once at start-up). Every replica runs
 * it; the slot key makes the first one's round the only one recorded. A failed round is logged and the
 * next one comes on time: a gap in the history, never a stopped recorder.
 */
@Injectable()
export class StatusCheckScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private running = false;

  constructor(
    @Inject(RecordStatusCheckUseCase) private readonly record: RecordStatusCheckUseCase,
    @Inject(STATUS_SETTINGS) private readonly settings: StatusSettings,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    // Called twice when the service's NATS microservice is attached (its init, then the app's): one loop.
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.round;
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      const started = Date.now();
      this.round = this.record
        .execute()
        .then(({ pruned }) => {
          if (pruned > 0) this.logger.info({ pruned }, 'status checks older than 90 days pruned');
        })
        .catch((error: unknown) => this.logger.warn({ err: error }, 'status check round failed'))
        .finally(() => {
          this.round = undefined;
          // Aligned on the interval: a slow round does not push the next one into the same slot.
          this.schedule(Math.max(0, this.settings.checkIntervalMs - ((Date.now() - started) % this.settings.checkIntervalMs)));
        });
    }, delayMs);
  }
}
