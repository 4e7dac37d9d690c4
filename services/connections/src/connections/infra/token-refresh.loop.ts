import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { RepeatingTask, SERVICE_ENV, SERVICE_LOGGER } from '@lieux/service-kit';
import type { ConnectionsEnv } from '../../config/connections.env.js';
import { MetricsUseCases } from '../app/metrics.usecases.js';

/** Refreshes tokens before they expire, every TOKEN_REFRESH_INTERVAL_MS (docs/connections.md, "Tokens"). */
@Injectable()
export class TokenRefreshLoop implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: RepeatingTask;

  constructor(@Inject(MetricsUseCases) metrics: MetricsUseCases, @Inject(SERVICE_ENV) env: ConnectionsEnv, @Inject(SERVICE_LOGGER) logger: Logger) {
    this.task = new RepeatingTask(
      async () => void (await metrics.refreshExpiring()),
      env.TOKEN_REFRESH_INTERVAL_MS,
      (error) => logger.error({ err: error }, 'token refresh round failed'),
    );
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }
}
