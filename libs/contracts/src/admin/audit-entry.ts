import type { Actor } from '../actor/actor.js';
import type { AuditRecordedV1 } from '../messaging/events.js';
import type { AuditAction, AuditSnapshot, AuditTargetType } from './admin.model.js';

export interface AuditedChange {
  action: AuditAction;
  target: { type: AuditTargetType; id: string; label?: string | null };
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
  reason?: string | null;
}

/**
 * The `audit.recorded` event of one admin action, for the performing service's outbox (in the same
 * transaction as the change): `outbox.add(em, ...auditRecorded(actor, change, now))`.
 */
export function auditRecorded(actor: Actor, change: AuditedChange, at: Date): ['audit.recorded', AuditRecordedV1] {
  return [
    'audit.recorded',
    {
      entryId: globalThis.crypto.randomUUID(),
      actorUserId: actor.userId,
      action: change.action,
      targetType: change.target.type,
      targetId: change.target.id,
      targetLabel: change.target.label ?? null,
      before: change.before ?? null,
      after: change.after ?? null,
      reason: change.reason ?? null,
      at: at.toISOString(),
    },
  ];
}
