import type { AdminPage, AuditEntryRow, AuditRecordedV1 } from '@lieux/contracts';
import type { AuditFilter } from '../domain/audit-query.js';

/** The append-only audit log: entries are added (once per entry id) and read, never changed. */
export interface AuditLog {
  append(entry: AuditRecordedV1): Promise<void>;
  list(filter: AuditFilter): Promise<AdminPage<AuditEntryRow>>;
}
