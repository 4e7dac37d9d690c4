import { Module } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { NATS_CONNECTION, ServiceClient } from '@lieux/messaging';
import { SERVICE_ENV } from '@lieux/service-kit';
import type { AdminEnv } from '../config/admin.env.js';
import { REPORT_REPOSITORY, VENUE_DIRECTORY } from './app/report.repository.js';
import { CloseReportUseCase, CreateReportUseCase, ListReportsUseCase } from './app/reports.usecases.js';
import { ReportsHandler } from './infra/reports.handler.js';
import { PostgresReportRepository } from './infra/reports.repository.postgres.js';
import { NatsVenueDirectory } from './infra/venue-directory.nats.js';
import { ReportsUserDeletedHandler } from './infra/user-deleted.handler.js';
import { ClaimReportedHandler } from './infra/claim-reported.handler.js';

/** The venues service answers a card lookup in milliseconds; beyond this the report fails as unavailable. */
const VENUE_LOOKUP_TIMEOUT_MS = 3000;

/** Venue reports (issue 14): anyone signed in sends one; admins list, resolve or dismiss them. docs/admin.md. */
@Module({
  controllers: [ReportsHandler],
  providers: [
    CreateReportUseCase,
    ListReportsUseCase,
    CloseReportUseCase,
    ReportsUserDeletedHandler,
    ClaimReportedHandler,
    PostgresReportRepository,
    { provide: REPORT_REPOSITORY, useExisting: PostgresReportRepository },
    {
      provide: VENUE_DIRECTORY,
      inject: [NATS_CONNECTION, SERVICE_ENV],
      useFactory: (nats: NatsConnection, env: AdminEnv) => new NatsVenueDirectory(new ServiceClient(nats, VENUE_LOOKUP_TIMEOUT_MS, env.NATS_SUBJECT_PREFIX)),
    },
  ],
})
export class ReportsModule {}
