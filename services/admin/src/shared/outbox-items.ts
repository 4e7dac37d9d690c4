import type { AuditRecordedV1 } from '@lieux/contracts';
import type { OutgoingMail } from '@lieux/mail';

/** A mail to leave through the service's mail outbox, and when it is no longer worth sending. */
export type ExpiringMail = OutgoingMail & { expiresAt: Date };

/** The `audit.recorded` event of an admin action (`auditRecorded(...)`), for the outbox of the change's transaction. */
export type AuditEvent = ['audit.recorded', AuditRecordedV1];
