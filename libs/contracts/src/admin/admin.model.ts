import type { UserRole } from '../actor/actor.js';

/**
 * The admin console (issue 14): its lists, reports, audit and analytics. docs/admin.md.
 */

/** The spec's page of the venues tab; the other lists use the same default. */
export const ADMIN_PAGE_SIZE = 8;
/** The most rows one page of an admin list may ask for. */
export const ADMIN_MAX_PAGE_SIZE = 50;
/** A moderation or suspension reason, a report's closing note (same bounds as a verification refusal). */
export const ADMIN_REASON_LIMITS = { min: 5, max: 500 } as const;
/** The search box of the admin lists. */
export const ADMIN_QUERY_MAX_LENGTH = 100;

// ── Venues moderation ──
export const MODERATION_DECISIONS = ['approve', 'reject'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

// ── Users ──
export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

// ── Reports ──
/** Why a visitor reports a venue (the report dialog's list; labels in the web app's three languages). */
export const REPORT_REASONS = ['closed', 'wrong_info', 'inappropriate', 'fraud', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** The report's free text: optional, except with reason `other` (then at least `minForOther`). */
export const REPORT_TEXT_LIMITS = { max: 1000, minForOther: 10 } as const;
/** Reports one account may send per hour (gateway quota, 429 beyond). */
export const REPORTS_PER_USER_PER_HOUR = 10;

// ── Inbox (contact messages and GDPR requests, issue 9) ──
export const INBOX_STATUSES = ['new', 'read', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
/** `contact`: every subject but `gdpr`; `gdpr`: the GDPR requests. */
export const INBOX_KINDS = ['contact', 'gdpr'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_REPLY_LIMITS = { min: 10, max: 5000 } as const;

// ── Incidents (the /statut page, issue 9) ──
export const INCIDENT_TITLE_LIMITS = { min: 5, max: 140 } as const;
export const INCIDENT_MESSAGE_LIMITS = { min: 5, max: 2000 } as const;

// ── Audit ──
/**
 * Every admin action, as the audit log names it. A service that performs one writes `audit.recorded`
 * in the transaction of the change (its outbox), so no action is done without its entry.
 */
export const AUDIT_ACTIONS = [
  'venue.approved',
  'venue.rejected',
  'venue.edited',
  'venue.deleted',
  'verification.approved',
  'verification.rejected',
  'user.role-changed',
  'user.plan-changed',
  'user.suspended',
  'user.restored',
  'plan-request.granted',
  'report.resolved',
  'report.dismissed',
  'inbox.status-changed',
  'inbox.replied',
  'incident.opened',
  'incident.updated',
  'incident.resolved',
  // Claiming a listing (issue 32 §2).
  'claim.requested',
  'claim.approved',
  'claim.refused',
  'claim.reported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = ['venue', 'user', 'report', 'contact-message', 'incident', 'plan-request'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** What an audit entry keeps of a target before and after the action: the fields the action changed. */
export type AuditSnapshot = Record<string, string | number | boolean | null>;

// ── Analytics ──
/** The analytics tab's periods, in days (30 by default). */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** The score distribution's buckets: [0, 10), [10, 20) … [90, 100]. */
export const SCORE_DISTRIBUTION_BUCKET = 10;

/** Who a user is in the admin lists (owner of a venue, author of a report, actor of an audit entry). */
export interface UserSummary {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
}
