import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { RepeatingTask, SERVICE_LOGGER } from '@lieux/service-kit';
import { RecordStatusCheckUseCase } from '../app/status-checks.usecases.js';
import { STATUS_SETTINGS, type StatusSettings } from '../app/status.repository.js';

/**
 * Records a status round every STATUS_CHECK_INTERVAL_MS (and once at start-up). Every replica runs
 * it; the slot key makes the first one's round the only one recorded. A failed round is logged and the
 * next one comes on time: a gap in the history, never a stopped recorder.
 */
@Injectable()
export class StatusCheckScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: RepeatingTask;

  constructor(
    @Inject(RecordStatusCheckUseCase) private readonly record: RecordStatusCheckUseCase,
    @Inject(STATUS_SETTINGS) settings: StatusSettings,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    this.task = new RepeatingTask(() => this.recordRound(), settings.checkIntervalMs, (error) => this.logger.warn({ err: error }, 'status check round failed'));
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  private async recordRound(): Promise<void> {
    const { pruned } = await this.record.execute();
    if (pruned > 0) this.logger.info({ pruned }, 'status checks older than 90 days pruned');
  }
}
