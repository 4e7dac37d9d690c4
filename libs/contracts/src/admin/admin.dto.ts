import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsObject, IsOptional, IsString, IsUUID, Length, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { SUBSCRIPTION_PLANS, USER_ROLES, type SubscriptionPlan, type UserRole } from '../actor/actor.js';
import { CONTACT_SUBJECTS, GDPR_REQUEST_TYPES, type ContactSubject, type GdprRequestType } from '../contact/contact-subjects.js';
import { INCIDENT_IMPACTS, INCIDENT_STATUSES, type IncidentImpact, type IncidentStatus } from '../status/incidents.js';
import { IncidentDto } from '../status/status.dto.js';
import { VENUE_STATUSES, type VenueStatus } from '../venues/venue.model.js';
import { ADMIN_ERRORS } from './admin.errors.js';
import { ADMIN_FIELD_MESSAGES } from './admin.messages.js';
import {
  ACCOUNT_STATUSES,
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  ADMIN_QUERY_MAX_LENGTH,
  ADMIN_REASON_LIMITS,
  ANALYTICS_PERIODS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  INBOX_KINDS,
  INBOX_REPLY_LIMITS,
  INBOX_STATUSES,
  INCIDENT_MESSAGE_LIMITS,
  INCIDENT_TITLE_LIMITS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TEXT_LIMITS,
  type AccountStatus,
  type AnalyticsPeriod,
  type AuditAction,
  type AuditSnapshot,
  type AuditTargetType,
  type InboxKind,
  type InboxStatus,
  type ReportReason,
  type ReportStatus,
} from './admin.model.js';

const nullable = (type: 'string' | 'number' | 'integer' | 'object', extra: Record<string, unknown> = {}) => JSONSchema({ type: [type, 'null'], ...extra });
const PAGE_MESSAGE = ADMIN_FIELD_MESSAGES.pageInvalid;

// ── Shared: pages of an admin list ──

/** `page` (from 1) and `pageSize` (8 by default, at most 50) of an admin list. */
export class AdminPageQueryDto {
  @IsOptional() @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE }) @Min(1, { message: PAGE_MESSAGE }) @Max(100_000, { message: PAGE_MESSAGE })
  @JSONSchema({ description: 'Numéro de page, à partir de 1' })
  page?: number;

  @IsOptional() @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE }) @Min(1, { message: PAGE_MESSAGE }) @Max(ADMIN_MAX_PAGE_SIZE, { message: PAGE_MESSAGE })
  @JSONSchema({ description: `Lignes par page, ${ADMIN_PAGE_SIZE} par défaut, ${ADMIN_MAX_PAGE_SIZE} au plus` })
  pageSize?: number;
}

/** Search words of an admin list (name, e-mail, city…), at most 100 characters. */
export class AdminSearchQueryDto extends AdminPageQueryDto {
  @IsOptional() @IsString({ message: ADMIN_FIELD_MESSAGES.searchInvalid }) @MaxLength(ADMIN_QUERY_MAX_LENGTH, { message: ADMIN_FIELD_MESSAGES.searchTooLong })
  q?: string;
}

/** Who a row is about or by: a user as the auth service knows them now; null once the account is deleted. */
export class UserSummaryDto {
  @IsString() @JSONSchema({ format: 'uuid' }) id!: string;
  @IsString() email!: string;
  @IsString() firstName!: string;
  @IsString() lastName!: string;
  @IsIn(USER_ROLES) role!: UserRole;
}

/** Fields every page of an admin list carries besides its rows. */
class AdminPageDto {
  @IsInt() @JSONSchema({ description: 'Nombre total de lignes qui répondent aux filtres' }) total!: number;
  @IsInt() page!: number;
  @IsInt() pageSize!: number;
}

// ── Statistics and analytics ──

/** `GET /api/admin/stats`: the spec's six numbers, from the admin service's read model (events). */
export class AdminStatsDto {
  @IsInt() totalVenues!: number;
  @IsInt() totalUsers!: number;
  @IsInt() @JSONSchema({ description: 'Comptes sociaux liés aux lieux (actifs ou non)' }) totalConnections!: number;
  @IsOptional() @IsNumber() @nullable('number', { description: 'Moyenne des derniers scores des lieux notés, une décimale ; null avant le premier score' })
  avgScore!: number | null;
  @IsInt() @JSONSchema({ description: 'Lieux en attente de modération' }) pendingApprovals!: number;
  @IsInt() @JSONSchema({ description: 'Signalements ouverts' }) reportsCount!: number;
}

export class AnalyticsQueryDto {
  @IsOptional() @Type(() => Number) @IsIn(ANALYTICS_PERIODS, { message: ADMIN_FIELD_MESSAGES.analyticsPeriodInvalid })
  days?: AnalyticsPeriod;
}

export class DailyActivityDto {
  @IsString() @JSONSchema({ description: 'Jour au Maroc (Africa/Casablanca), AAAA-MM-JJ' }) day!: string;
  @IsInt() signups!: number;
  @IsInt() votes!: number;
  @IsInt() venues!: number;
}

export class CountByKeyDto {
  @IsString() @JSONSchema({ description: 'La ville, l’id de catégorie ou la tranche de score (« 0-9 » … « 90-100 »)' }) key!: string;
  @IsInt() count!: number;
}

/** `GET /api/admin/analytics`: the analytics tab's charts. */
export class AdminAnalyticsDto {
  @IsInt() days!: number;
  @ValidateNested({ each: true }) @Type(() => DailyActivityDto) @JSONSchema({ description: 'Un jour par entrée, le plus ancien d’abord, jours sans activité compris' })
  daily!: DailyActivityDto[];
  @ValidateNested({ each: true }) @Type(() => CountByKeyDto) @JSONSchema({ description: 'Tous les lieux par ville, du plus grand nombre au plus petit' })
  venuesByCity!: CountByKeyDto[];
  @ValidateNested({ each: true }) @Type(() => CountByKeyDto) venuesByCategory!: CountByKeyDto[];
  @ValidateNested({ each: true }) @Type(() => CountByKeyDto) @JSONSchema({ description: 'Lieux notés par tranche de 10 points, les dix tranches toujours présentes' })
  scoreDistribution!: CountByKeyDto[];
}

// ── Venues moderation ──

export class AdminVenuesQueryDto extends AdminSearchQueryDto {
  @IsOptional() @IsIn(VENUE_STATUSES, { message: ADMIN_FIELD_MESSAGES.venueStatusInvalid })
  status?: VenueStatus;
}

export class AdminVenueDto {
  @IsString() @JSONSchema({ format: 'uuid' }) id!: string;
  @IsString() slug!: string;
  @IsString() name!: string;
  @IsString() city!: string;
  @IsString() categoryId!: string;
  @IsIn(VENUE_STATUSES) status!: VenueStatus;
  @IsOptional() @IsNumber() @nullable('number', { description: 'null : pas encore noté' }) score!: number | null;
  @IsInt() votes!: number;
  @IsOptional() @ValidateNested() @Type(() => UserSummaryDto) @nullable('object', { description: 'null : lieu sans propriétaire (démo) ou compte supprimé' })
  owner!: UserSummaryDto | null;
  @IsOptional() @IsString() @nullable('string', { description: 'Le motif du dernier refus ; null ailleurs' }) rejectionReason!: string | null;
  @IsOptional() @IsString() @nullable('string', { format: 'date-time' }) moderatedAt!: string | null;
  @IsString() @JSONSchema({ format: 'date-time' }) createdAt!: string;
  @IsString() @JSONSchema({ format: 'date-time' }) updatedAt!: string;
}

export class AdminVenuesPageDto extends AdminPageDto {
  @ValidateNested({ each: true }) @Type(() => AdminVenueDto) items!: AdminVenueDto[];
}

/** `POST /api/admin/venues/{id}/reject`: the body is optional (the spec's call has none); the console always sends a reason. */
export class RejectVenueDto {
  @IsOptional() @IsString({ message: ADMIN_ERRORS.admin_reason_invalid.message })
  @Length(ADMIN_REASON_LIMITS.min, ADMIN_REASON_LIMITS.max, { message: ADMIN_ERRORS.admin_reason_invalid.message })
  @JSONSchema({ description: 'Montré au commerçant (e-mail et tableau de bord)' })
  reason?: string;
}

/** `POST /api/admin/venues/{id}/delete` (issue 30 §5): deleting a venue for good; the reason is required (audit log). */
export class DeleteVenueDto {
  @IsString({ message: ADMIN_ERRORS.admin_reason_invalid.message })
  @Length(ADMIN_REASON_LIMITS.min, ADMIN_REASON_LIMITS.max, { message: ADMIN_ERRORS.admin_reason_invalid.message })
  @JSONSchema({ description: 'Gardé au journal d’audit' })
  reason!: string;
}

// ── Users ──

export class AdminUsersQueryDto extends AdminSearchQueryDto {
  @IsOptional() @IsIn(USER_ROLES, { message: ADMIN_FIELD_MESSAGES.roleInvalid }) role?: UserRole;
  @IsOptional() @IsIn(ACCOUNT_STATUSES, { message: ADMIN_FIELD_MESSAGES.accountStatusInvalid }) status?: AccountStatus;
}

export class AdminUserDto extends UserSummaryDto {
  @IsIn(SUBSCRIPTION_PLANS) plan!: SubscriptionPlan;
  @IsIn(ACCOUNT_STATUSES) status!: AccountStatus;
  @IsOptional() @IsString() @nullable('string') suspensionReason!: string | null;
  @IsOptional() @IsString() @nullable('string', { format: 'date-time' }) suspendedAt!: string | null;
  @IsString() @JSONSchema({ format: 'date-time' }) createdAt!: string;
  @IsOptional() @IsString() @nullable('string', { format: 'date-time' }) emailVerifiedAt!: string | null;
}

export class AdminUsersPageDto extends AdminPageDto {
  @ValidateNested({ each: true }) @Type(() => AdminUserDto) items!: AdminUserDto[];
}

export class ChangeUserRoleDto {
  @IsIn(USER_ROLES, { message: ADMIN_FIELD_MESSAGES.roleInvalid }) role!: UserRole;
  @IsOptional() @IsString({ message: ADMIN_ERRORS.admin_reason_invalid.message })
  @Length(ADMIN_REASON_LIMITS.min, ADMIN_REASON_LIMITS.max, { message: ADMIN_ERRORS.admin_reason_invalid.message })
  reason?: string;
}

export class ChangeUserPlanDto {
  @IsIn(SUBSCRIPTION_PLANS, { message: ADMIN_FIELD_MESSAGES.planInvalid }) plan!: SubscriptionPlan;
  @IsOptional() @IsString({ message: ADMIN_ERRORS.admin_reason_invalid.message })
  @Length(ADMIN_REASON_LIMITS.min, ADMIN_REASON_LIMITS.max, { message: ADMIN_ERRORS.admin_reason_invalid.message })
  reason?: string;
}

/** `POST /api/admin/users/{id}/suspend`: the reason is required (kept in the audit log and shown in the console). */
export class SuspendUserDto {
  @IsString({ message: ADMIN_ERRORS.admin_reason_invalid.message })
  @Length(ADMIN_REASON_LIMITS.min, ADMIN_REASON_LIMITS.max, { message: ADMIN_ERRORS.admin_reason_invalid.message })
  reason!: string;
}

// ── Reports ──

/** `POST /api/places/{id}/report`: anyone signed in; one open report per user and venue. */
export class CreateReportDto {
  @IsIn(REPORT_REASONS, { message: ADMIN_ERRORS.report_reason_invalid.message }) reason!: ReportReason;

  @ValidateIf((body: CreateReportDto) => body.reason === 'other' || body.text !== undefined)
  @IsString({ message: ADMIN_ERRORS.report_text_invalid.message })
  @MaxLength(REPORT_TEXT_LIMITS.max, { message: ADMIN_ERRORS.report_text_invalid.message })
  @JSONSchema({ description: `Précisions, ${REPORT_TEXT_LIMITS.max} caractères au plus ; obligatoire (au moins ${REPORT_TEXT_LIMITS.minForOther}) avec le motif « other »` })
  text?: string;
}

/** What the reporter gets back. */
export class ReportDto {
  @IsString() @JSONSchema({ format: 'uuid' }) id!: string;
  @IsString() @JSONSchema({ format: 'uuid' }) venueId!: string;
  @IsIn(REPORT_REASONS) reason!: ReportReason;
  @IsOptional() @IsString() @nullable('string') text!: string | null;
  @IsIn(REPORT_STATUSES) status!: ReportStatus;
  @IsString() @JSONSchema({ format: 'date-time' }) createdAt!: string;
}

export class AdminReportsQueryDto extends AdminPageQueryDto {
  @IsOptional() @IsIn(REPORT_STATUSES, { message: ADMIN_FIELD_MESSAGES.reportStatusInvalid }) status?: ReportStatus;
}

export class AdminReportDto extends ReportDto {
  @IsString() venueSlug!: string;
  @IsString() venueName!: string;
  @IsOptional() @ValidateNested() @Type(() => UserSummaryDto) @nullable('object', { description: 'null : compte supprimé' }) reporter!: UserSummaryDto | null;
  @IsOptional() @IsString() @nullable('string', { format: 'date-time' }) closedAt!: string | null;
  @IsOptional() @ValidateNested() @Type(() => UserSummaryDto) @nullable('object') closedBy!: UserSummaryDto | null;
  @IsOptional() @IsString() @nullable('string', { description: 'La note de l’admin qui l’a traité' }) note!: string | null;
}

export class AdminReportsPageDto extends AdminPageDto {
  @ValidateNested({ each: true }) @Type(() => AdminReportDto) items!: AdminReportDto[];
}

/** `POST /api/admin/reports/{id}/resolve` and `/dismiss`: the note is required. */
export class CloseReportDto {
  @IsString({ message: ADMIN_ERRORS.admin_reason_invalid.message })
  @Length(ADMIN_REASON_LIMITS.min, ADMIN_REASON_LIMITS.max, { message: ADMIN_ERRORS.admin_reason_invalid.message })
  note!: string;
}

// ── Inbox ──

export class AdminInboxQueryDto extends AdminPageQueryDto {
  @IsOptional() @IsIn(INBOX_STATUSES, { message: ADMIN_FIELD_MESSAGES.inboxStatusInvalid }) status?: InboxStatus;
  @IsOptional() @IsIn(INBOX_KINDS, { message: ADMIN_FIELD_MESSAGES.inboxKindInvalid }) kind?: InboxKind;
}

export class InboxReplyDto {
  @IsString() @JSONSchema({ format: 'uuid' }) id!: string;
  @IsString() body!: string;
  @IsOptional() @ValidateNested() @Type(() => UserSummaryDto) @nullable('object') sentBy!: UserSummaryDto | null;
  @IsString() @JSONSchema({ format: 'date-time' }) sentAt!: string;
}

export class InboxMessageDto {
  @IsString() @JSONSchema({ format: 'uuid' }) id!: string;
  @IsString() firstName!: string;
  @IsString() lastName!: string;
  @IsString() email!: string;
  @IsIn(CONTACT_SUBJECTS) subject!: ContactSubject;
  @IsOptional() @IsIn(GDPR_REQUEST_TYPES) @nullable('string') requestType!: GdprRequestType | null;
  @IsString() message!: string;
  @IsString() locale!: string;
  @IsIn(INBOX_STATUSES) status!: InboxStatus;
  /** Sent by a Pro merchant (their plan's priority support): listed first while it waits for an answer. */
  @IsBoolean() priority!: boolean;
  /** When support promised to answer by (`promisedResponseHours`): past it, an open message is late. */
  @IsString() @JSONSchema({ format: 'date-time' }) respondBy!: string;
  @IsString() @JSONSchema({ format: 'date-time' }) createdAt!: string;
  @IsString() @JSONSchema({ format: 'date-time' }) updatedAt!: string;
  @ValidateNested({ each: true }) @Type(() => InboxReplyDto) replies!: InboxReplyDto[];
}

export class AdminInboxPageDto extends AdminPageDto {
  @ValidateNested({ each: true }) @Type(() => InboxMessageDto) items!: InboxMessageDto[];
}

export class SetInboxStatusDto {
  @IsIn(INBOX_STATUSES, { message: ADMIN_FIELD_MESSAGES.inboxStatusInvalid }) status!: InboxStatus;
}

/** `POST /api/admin/inbox/{id}/reply`: mailed to the sender in their language's greeting; the message becomes `answered`. */
export class ReplyInboxMessageDto {
  @IsString({ message: ADMIN_ERRORS.inbox_reply_invalid.message })
  @Length(INBOX_REPLY_LIMITS.min, INBOX_REPLY_LIMITS.max, { message: ADMIN_ERRORS.inbox_reply_invalid.message })
  body!: string;
}

// ── Incidents ──

export class AdminIncidentDto extends IncidentDto {
  @IsOptional() @IsString() @nullable('string', { format: 'date-time' }) resolvedAt!: string | null;
}

export class OpenIncidentDto {
  @IsString({ message: ADMIN_ERRORS.incident_title_invalid.message })
  @Length(INCIDENT_TITLE_LIMITS.min, INCIDENT_TITLE_LIMITS.max, { message: ADMIN_ERRORS.incident_title_invalid.message })
  title!: string;
  @IsIn(INCIDENT_IMPACTS, { message: ADMIN_FIELD_MESSAGES.incidentImpactInvalid }) impact!: IncidentImpact;
  @IsIn(INCIDENT_STATUSES.filter((status) => status !== 'resolved'), { message: ADMIN_FIELD_MESSAGES.incidentOpenStatusInvalid })
  status!: Exclude<IncidentStatus, 'resolved'>;
  @IsString({ message: ADMIN_ERRORS.incident_message_invalid.message })
  @Length(INCIDENT_MESSAGE_LIMITS.min, INCIDENT_MESSAGE_LIMITS.max, { message: ADMIN_ERRORS.incident_message_invalid.message })
  message!: string;
}

/** `POST /api/admin/incidents/{id}/updates`: status `resolved` resolves it. Subscribers are mailed each update. */
export class PostIncidentUpdateDto {
  @IsIn(INCIDENT_STATUSES, { message: ADMIN_FIELD_MESSAGES.incidentStatusInvalid }) status!: IncidentStatus;
  @IsString({ message: ADMIN_ERRORS.incident_message_invalid.message })
  @Length(INCIDENT_MESSAGE_LIMITS.min, INCIDENT_MESSAGE_LIMITS.max, { message: ADMIN_ERRORS.incident_message_invalid.message })
  message!: string;
}

// ── Audit ──

export class AuditQueryDto extends AdminPageQueryDto {
  @IsOptional() @IsIn(AUDIT_ACTIONS, { message: ADMIN_FIELD_MESSAGES.auditActionUnknown }) action?: AuditAction;
  @IsOptional() @IsIn(AUDIT_TARGET_TYPES, { message: ADMIN_FIELD_MESSAGES.auditTargetTypeUnknown }) targetType?: AuditTargetType;
  @IsOptional() @IsUUID('all', { message: ADMIN_FIELD_MESSAGES.idInvalid }) targetId?: string;
  @IsOptional() @IsUUID('all', { message: ADMIN_FIELD_MESSAGES.idInvalid }) actorUserId?: string;
  @IsOptional() @IsString({ message: ADMIN_FIELD_MESSAGES.dayInvalid }) @Length(10, 10, { message: ADMIN_FIELD_MESSAGES.dayInvalid }) @JSONSchema({ description: 'Jour de début inclus (Maroc), AAAA-MM-JJ' }) from?: string;
  @IsOptional() @IsString({ message: ADMIN_FIELD_MESSAGES.dayInvalid }) @Length(10, 10, { message: ADMIN_FIELD_MESSAGES.dayInvalid }) @JSONSchema({ description: 'Jour de fin inclus (Maroc), AAAA-MM-JJ' }) to?: string;
}

export class AuditEntryDto {
  @IsString() @JSONSchema({ format: 'uuid' }) id!: string;
  @IsString() @JSONSchema({ format: 'uuid' }) actorUserId!: string;
  @IsOptional() @ValidateNested() @Type(() => UserSummaryDto) @nullable('object', { description: 'null : compte supprimé depuis' }) actor!: UserSummaryDto | null;
  @IsIn(AUDIT_ACTIONS) action!: AuditAction;
  @IsIn(AUDIT_TARGET_TYPES) targetType!: AuditTargetType;
  @IsString() targetId!: string;
  @IsOptional() @IsString() @nullable('string', { description: 'Nom du lieu, titre de l’incident… au moment de l’action' }) targetLabel!: string | null;
  @IsOptional() @IsObject() @nullable('object') before!: AuditSnapshot | null;
  @IsOptional() @IsObject() @nullable('object') after!: AuditSnapshot | null;
  @IsOptional() @IsString() @nullable('string') reason!: string | null;
  @IsString() @JSONSchema({ format: 'date-time' }) at!: string;
}

export class AuditPageDto extends AdminPageDto {
  @ValidateNested({ each: true }) @Type(() => AuditEntryDto) items!: AuditEntryDto[];
}
