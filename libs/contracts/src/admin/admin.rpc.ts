import type { SubscriptionPlan, UserRole } from '../actor/actor.js';
import type { IncidentStatus } from '../status/incidents.js';
import type { VenueStatus } from '../venues/venue.model.js';
import type { AdminIncidentDto, AdminReportDto, AdminUserDto, AdminVenueDto, AuditEntryDto, InboxMessageDto, InboxReplyDto, OpenIncidentDto } from './admin.dto.js';
import type { AccountStatus, AnalyticsPeriod, AuditAction, AuditTargetType, InboxKind, InboxStatus, ModerationDecision, ReportReason, ReportStatus } from './admin.model.js';

/**
 * NATS requests of the admin console (issue 14). Every one carries the actor, and each service checks
 * `authorize(actor, ['admin'])` again (reports' creation: any signed-in actor). A service answers
 * user ids; the gateway turns them into `UserSummaryDto`s with one `auth.admin-users.lookup`.
 */

/** One page of an admin list: `page` from 1, `pageSize` as the gateway resolved it (default 8). */
export interface AdminListRequest {
  page: number;
  pageSize: number;
}

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

// ── Statistics (admin service) ──
export interface AnalyticsRequest {
  days: AnalyticsPeriod;
}
/** `admin.stats.rebuild`: empties the read model and reads the EVENTS stream again from its first message. */
export interface StatsRebuildReply {
  eventsRead: number;
  rebuiltAt: string;
}

// ── Venues moderation (venues service) ──
export interface AdminVenuesRequest extends AdminListRequest {
  q?: string;
  status?: VenueStatus;
}
/** A venue row as the venues service answers it: the owner as an id. */
export type AdminVenueRow = Omit<AdminVenueDto, 'owner'> & { ownerUserId: string | null };
export interface ModerateVenueRequest {
  venueId: string;
  decision: ModerationDecision;
  reason?: string;
}

// ── Users (auth service) ──
export interface AdminUsersRequest extends AdminListRequest {
  q?: string;
  role?: UserRole;
  status?: AccountStatus;
}
/** `auth.admin-users.lookup`: at most 200 ids; unknown (deleted) ids are left out of the reply. */
export interface UserLookupRequest {
  userIds: string[];
}
export interface AdminChangeRoleRequest {
  userId: string;
  role: UserRole;
  reason?: string;
}
export interface AdminChangePlanRequest {
  userId: string;
  plan: SubscriptionPlan;
  reason?: string;
}
export interface SuspendUserRequest {
  userId: string;
  reason: string;
}
export interface RestoreUserRequest {
  userId: string;
}
export type AdminUserReply = AdminUserDto;

// ── Audit (admin service) ──
export interface AuditListRequest extends AdminListRequest {
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  actorUserId?: string;
  /** Moroccan days, inclusive, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
}
export type AuditEntryRow = Omit<AuditEntryDto, 'actor'>;

// ── Reports (admin service) ──
export interface CreateReportRequest {
  venueId: string;
  reason: ReportReason;
  text?: string;
}
export interface AdminReportsRequest extends AdminListRequest {
  status?: ReportStatus;
}
export type AdminReportRow = Omit<AdminReportDto, 'reporter' | 'closedBy'> & { reporterUserId: string | null; closedByUserId: string | null };
export interface CloseReportRequest {
  reportId: string;
  outcome: 'resolved' | 'dismissed';
  note: string;
}

// ── Inbox (admin service) ──
export interface AdminInboxRequest extends AdminListRequest {
  status?: InboxStatus;
  kind?: InboxKind;
}
export type InboxReplyRow = Omit<InboxReplyDto, 'sentBy'> & { sentByUserId: string | null };
export type InboxMessageRow = Omit<InboxMessageDto, 'replies'> & { replies: InboxReplyRow[] };
export interface SetInboxStatusRequest {
  messageId: string;
  status: InboxStatus;
}
export interface ReplyInboxMessageRequest {
  messageId: string;
  body: string;
}

// ── Incidents (admin service) ──
export type OpenIncidentRequest = OpenIncidentDto;
export interface PostIncidentUpdateRequest {
  incidentId: string;
  status: IncidentStatus;
  message: string;
}
export type AdminIncidentReply = AdminIncidentDto;
