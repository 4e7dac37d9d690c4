import { Module } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { NATS_CONNECTION, ServiceClient, StatusProbe } from '@lieux/messaging';
import { MailOutboxModule, SERVICE_ENV } from '@lieux/service-kit';
import type { AdminEnv } from '../config/admin.env.js';
import { GetStatusHistoryUseCase, RecordStatusCheckUseCase } from './app/status-checks.usecases.js';
import { ConfirmStatusSubscriptionUseCase, OpenIncidentUseCase, SubscribeToStatusUseCase, UnsubscribeFromStatusUseCase } from './app/status-alerts.usecases.js';
import { STATUS_MEASURER, STATUS_REPOSITORY, STATUS_SETTINGS, type StatusSettings } from './app/status.repository.js';
import { StatusCheckScheduler } from './infra/status-check.scheduler.js';
import { StatusHandler } from './infra/status.handler.js';
import { ListIncidentsUseCase, OpenIncidentAsAdminUseCase, PostIncidentUpdateUseCase } from './app/admin-incidents.usecases.js';
import { AdminIncidentsHandler } from './infra/admin-incidents.handler.js';
import { MikroOrmStatusRepository } from './infra/status.repository.mikro-orm.js';

/** Health checks answer in milliseconds; a service silent this long counts as down for the round. */
const PROBE_RPC_TIMEOUT_MS = 1500;

/**
 * The status page's history (docs/architecture.md, "Status page"): a check of the six lines recorded
 * every STATUS_CHECK_INTERVAL_MS, the 90-day uptime per line and day, incidents, and e-mail alerts.
 */
@Module({
  imports: [MailOutboxModule],
  controllers: [StatusHandler, AdminIncidentsHandler],
  providers: [
    RecordStatusCheckUseCase,
    GetStatusHistoryUseCase,
    SubscribeToStatusUseCase,
    ConfirmStatusSubscriptionUseCase,
    UnsubscribeFromStatusUseCase,
    OpenIncidentUseCase,
    ListIncidentsUseCase,
    OpenIncidentAsAdminUseCase,
    PostIncidentUpdateUseCase,
    StatusCheckScheduler,
    { provide: STATUS_REPOSITORY, useClass: MikroOrmStatusRepository },
    {
      provide: STATUS_SETTINGS,
      inject: [SERVICE_ENV],
      useFactory: (env: AdminEnv): StatusSettings => ({ checkIntervalMs: env.STATUS_CHECK_INTERVAL_MS, publicUrl: env.PUBLIC_URL, startupGraceMs: env.STATUS_STARTUP_GRACE_MS }),
    },
    {
      provide: STATUS_MEASURER,
      inject: [NATS_CONNECTION, SERVICE_ENV],
      useFactory: (nats: NatsConnection, env: AdminEnv) =>
        new StatusProbe(new ServiceClient(nats, PROBE_RPC_TIMEOUT_MS, env.NATS_SUBJECT_PREFIX), { webUrl: env.STATUS_WEB_URL }),
    },
  ],
  exports: [OpenIncidentUseCase, RecordStatusCheckUseCase],
})
export class StatusModule {}
