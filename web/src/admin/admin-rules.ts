import type { AuditSnapshot, Locale } from '@lieux/contracts';
import { ApiRequestError } from '../api/api-request.error';
import { INTL_LOCALES } from '../i18n/intl-locales';

/** Pages of an admin list: at least one, so "page 1 of 1" reads right on an empty list. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * The HTTP status of a failed read, for the spec's 'Erreur {status}'; null when no answer came
 * (offline, aborted), where the screen says the server could not be reached.
 */
export function failedStatus(error: unknown): number | null {
  return error instanceof ApiRequestError ? error.status : null;
}

/** One field an admin action changed, as the audit tab shows it. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/**
 * The fields of an audit entry's before/after, one line each, in the order they first appear:
 * a field only before (removed) or only after (added) shows '–' on the missing side.
 */
export function auditChanges(before: AuditSnapshot | null, after: AuditSnapshot | null): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: auditValue(before, field),
    after: auditValue(after, field),
  }));
}

function auditValue(snapshot: AuditSnapshot | null, field: string): string {
  if (!snapshot || !Object.hasOwn(snapshot, field)) return '–';
  const value = snapshot[field];
  if (value === null || value === '') return '–';
  return String(value);
}

/** A reason or note the server accepts (ADMIN_REASON_LIMITS), checked before sending: spaces do not count. */
export function isValidReason(text: string, limits: { min: number; max: number }): boolean {
  const length = text.trim().length;
  return length >= limits.min && length <= limits.max;
}

/** '2026-11-22' for the audit filter's date picker, or undefined when the field is empty. */
export function dayParameter(value: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** 'Prénom Nom', else the e-mail (an account created by an external sign-in may have no name). */
export function personName(user: { firstName: string; lastName: string; email: string }): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.email : name;
}

/**
 * A platform figure as the stat cards show it: exact (an admin compares it with the database, so
 * 5 210, not "5,2 k"), in the reader's separators with Latin digits; at most one decimal (the average score).
 */
export function formatFigure(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 1, numberingSystem: 'latn' }).format(value);
}
