import { ADMIN_FIELD_MESSAGES, AUDIT_ACTIONS, adminPageOf, AUDIT_TARGET_TYPES, type AuditAction, type AuditListRequest, type AuditTargetType } from '@lieux/contracts';

/** The audit list's filters once checked: Moroccan days as `YYYY-MM-DD`, the page within bounds. */
export interface AuditFilter {
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  actorUserId?: string;
  fromDay?: string;
  toDay?: string;
  page: number;
  pageSize: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The field a filter is refused for, with the French message the gateway's DTO gives too (ADMIN_FIELD_MESSAGES, translated by the gateway). */
export class AuditFilterError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads an `admin.audit.list` request (the service does not trust the gateway's validation): unknown
 * action or target type, an id that is not a uuid, a day that is not a real calendar day, or `from`
 * after `to` are refused.
 */
export function auditFilterOf(request: Partial<AuditListRequest> | undefined): AuditFilter {
  const input = request ?? {};
  const filter: AuditFilter = { ...adminPageOf(input) };
  if (input.action !== undefined) {
    if (!(AUDIT_ACTIONS as readonly string[]).includes(input.action)) throw new AuditFilterError('action', ADMIN_FIELD_MESSAGES.auditActionUnknown);
    filter.action = input.action;
  }
  if (input.targetType !== undefined) {
    if (!(AUDIT_TARGET_TYPES as readonly string[]).includes(input.targetType)) throw new AuditFilterError('targetType', ADMIN_FIELD_MESSAGES.auditTargetTypeUnknown);
    filter.targetType = input.targetType;
  }
  for (const field of ['targetId', 'actorUserId'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !UUID.test(value)) throw new AuditFilterError(field, ADMIN_FIELD_MESSAGES.idInvalid);
    filter[field] = value;
  }
  if (input.from !== undefined) filter.fromDay = dayOf('from', input.from);
  if (input.to !== undefined) filter.toDay = dayOf('to', input.to);
  if (filter.fromDay && filter.toDay && filter.fromDay > filter.toDay) throw new AuditFilterError('from', ADMIN_FIELD_MESSAGES.daysReversed);
  return filter;
}

function dayOf(field: string, value: unknown): string {
  if (typeof value !== 'string' || !DAY.test(value) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
    throw new AuditFilterError(field, ADMIN_FIELD_MESSAGES.dayInvalid);
  }
  return value;
}
