import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AdminDeskController } from '../admin/admin-desk.controller.js';
import { SESSION_REDIS } from '../session/session.module.js';
import { ReportQuota } from './report-quota.js';
import { ReportsController } from './reports.controller.js';

/** Reports (issue 14): the venue page's route with its per-user quota in the gateway's Redis, and the admin desk's routes. */
@Module({
  controllers: [ReportsController, AdminDeskController],
  providers: [{ provide: ReportQuota, inject: [SESSION_REDIS], useFactory: (redis: Redis) => new ReportQuota(redis) }],
})
export class ReportsGatewayModule {}
