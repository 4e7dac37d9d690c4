import { Module } from '@nestjs/common';
import { AuditEventsHandler, AuditRpcHandler } from './infra/audit.handlers.js';

/** The audit log of admin actions (issue 14): filled from `audit.recorded`, append-only, listed for admins. docs/admin.md. */
@Module({
  controllers: [AuditRpcHandler],
  providers: [AuditEventsHandler],
})
export class AuditModule {}
