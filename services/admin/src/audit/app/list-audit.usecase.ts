import type { Actor, AdminPage, AuditEntryRow, AuditListRequest } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { AuditFilterError, auditFilterOf } from '../domain/audit-query.js';
import type { AuditLog } from './audit-log.js';

/** `admin.audit.list`: admins only; newest first, with the total of the entries the filters keep. */
export class ListAuditUseCase {
  constructor(private readonly log: AuditLog) {}

  async execute(actor: Actor | undefined, request: Partial<AuditListRequest> | undefined): Promise<AdminPage<AuditEntryRow>> {
    authorize(actor, ['admin']);
    try {
      return await this.log.list(auditFilterOf(request));
    } catch (error) {
      if (error instanceof AuditFilterError) {
        throw new DomainException('validation_failed', error.message, [{ field: error.field, messages: [error.message] }]);
      }
      throw error;
    }
  }
}
