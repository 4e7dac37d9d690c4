// `@lieux/contracts/dto`, the server-side entry: the DTO classes with their class-validator
// decorators, for the gateway's validation pipe and its OpenAPI. Everyone else (services, the web
// app) imports their types from `@lieux/contracts`, so class-validator stays out of the web bundle.
import { AccountExportDto, AuthProvidersDto, AuthStatusDto, ChangePasswordDto, DeleteAccountDto, ForgotPasswordDto, ResetPasswordDto, ConfirmEmailDto, ResendEmailConfirmationDto, UpdateProfileDto, LoginDto, LoginResultDto, MessageDto, SignupDto, TestMeDto, UserDto } from '../auth/auth.dto.js';
import { CategoryDto } from '../categories/category.dto.js';
import { PublicStatsDto, TagDto, VenueConnectionDto, VenueDetailDto, VenueDto, VenueMetricsDto } from '../venues/venue.dto.js';
import { HomeFeedQueryDto, PageQueryDto, SearchVenuesQueryDto } from '../venues/venue-queries.dto.js';
import { OpenDataDto } from '../venues/venue.dto.js';
import { ApiErrorBody, FieldError } from '../errors/api-error.dto.js';
import { HealthCheckResult, HealthReply, PlatformHealth } from '../health/health.dto.js';
import { ContactDto } from '../contact/contact.dto.js';
import { DayUptimeDto, IncidentDto, IncidentUpdateDto, OverallStatusDto, ServiceStatusDto, StatusDto, StatusSubscriptionDto, StatusTokenDto } from '../status/status.dto.js';
import { LegalFactsDto, SiteInfoDto, SocialLinkDto } from '../site/site.dto.js';
import { MapClusterDto, MapConfigDto, MapVenueDto, MapVenuesDto, MapVenuesQueryDto } from '../map/map.dto.js';
import { ExportedConnectionDto, ExportedDocumentDto, ExportedPhotoDto, ExportedSupportMessageDto, ExportedSupportReplyDto, ExportedVenueDto } from '../account/account-export.dto.js';
import { CastVoteDto, ExportedFavoriteDto, ExportedVoteDto, FavoriteDto, VoteDto } from '../votes/votes.dto.js';
import { CreateVenueDto, OpeningPeriodDto, SpecialHoursDto, SpecialPeriodDto, UpdateVenueDto } from '../merchant/venue-form.dto.js';
import {
  DailyValueDto,
  MerchantMetricsDto,
  MerchantStatsDto,
  MerchantStatsQueryDto,
  MerchantVenueDto,
  MerchantVenueStatsDto,
  OnboardingDto,
  PlanDto,
  PlanRequestAdminDto,
  PlanRequestDto,
  ScorePointDto,
  SetWeeklyGoalDto,
  StripeWebhookReplyDto,
  TipDto,
  TrendValueDto,
  UpgradeResultDto,
  WeeklyGoalDto,
} from '../merchant/merchant.dto.js';
import { DecideVerificationDto, PhotoDto, PhotoUrlsDto, ReorderPhotosDto, UploadDocumentQueryDto, VerificationAdminDto, VerificationDocumentDto, VerificationDto, VerificationsQueryDto } from '../photos/photos.dto.js';
import { ConnectionDto, ConnectionMetricsDto, ConnectionProviderStatusDto, ConnectionsQueryDto, UpdateConnectionDto } from '../connections/connections.dto.js';
import { AdminAnalyticsDto, AdminIncidentDto, AdminInboxPageDto, AdminInboxQueryDto, AdminPageQueryDto, AdminReportDto, AdminReportsPageDto, AdminReportsQueryDto, AdminSearchQueryDto, AdminStatsDto, AdminUserDto, AdminUsersPageDto, AdminUsersQueryDto, AdminVenueDto, AdminVenuesPageDto, AdminVenuesQueryDto, AnalyticsQueryDto, AuditEntryDto, AuditPageDto, AuditQueryDto, ChangeUserPlanDto, ChangeUserRoleDto, CloseReportDto, CountByKeyDto, CreateReportDto, DailyActivityDto, DeleteVenueDto, InboxMessageDto, InboxReplyDto, OpenIncidentDto, PostIncidentUpdateDto, RejectVenueDto, ReplyInboxMessageDto, ReportDto, SetInboxStatusDto, SuspendUserDto, UserSummaryDto } from '../admin/admin.dto.js';
import { PlatformContributionDto, ScoreBreakdownDto, ScoreComponentsDto, ScoreFlagDto, ScoreHistoryPointDto, ScoreInputsDto, ScoreRunProgressDto, StaleScoreDto } from '../scoring/scoring.dto.js';

export { AccountExportDto, AuthProvidersDto, AuthStatusDto, ChangePasswordDto, DeleteAccountDto, ForgotPasswordDto, ResetPasswordDto, ConfirmEmailDto, ResendEmailConfirmationDto, UpdateProfileDto, LoginDto, LoginResultDto, MessageDto, SignupDto, TestMeDto, UserDto, CategoryDto, PublicStatsDto, TagDto, VenueConnectionDto, VenueDetailDto, VenueDto, VenueMetricsDto, HomeFeedQueryDto, PageQueryDto, SearchVenuesQueryDto, ApiErrorBody, FieldError, HealthCheckResult, HealthReply, PlatformHealth };
export { CreateVenueDto, OpeningPeriodDto, SpecialHoursDto, SpecialPeriodDto, UpdateVenueDto, DailyValueDto, MerchantMetricsDto, MerchantStatsDto, MerchantStatsQueryDto, MerchantVenueDto, MerchantVenueStatsDto, OnboardingDto, PlanDto, PlanRequestAdminDto, PlanRequestDto, ScorePointDto, SetWeeklyGoalDto, StripeWebhookReplyDto, TipDto, TrendValueDto, UpgradeResultDto, WeeklyGoalDto };
export { ContactDto, DayUptimeDto, IncidentDto, IncidentUpdateDto, OverallStatusDto, ServiceStatusDto, StatusDto, StatusSubscriptionDto, StatusTokenDto, LegalFactsDto, SiteInfoDto, SocialLinkDto };
export { MapClusterDto, MapConfigDto, MapVenueDto, MapVenuesDto, MapVenuesQueryDto };
export { CastVoteDto, ExportedFavoriteDto, ExportedVoteDto, FavoriteDto, VoteDto };
export { ExportedConnectionDto, ExportedDocumentDto, ExportedPhotoDto, ExportedSupportMessageDto, ExportedSupportReplyDto, ExportedVenueDto };
export { DecideVerificationDto, PhotoDto, PhotoUrlsDto, ReorderPhotosDto, UploadDocumentQueryDto, VerificationAdminDto, VerificationDocumentDto, VerificationDto, VerificationsQueryDto };
export { ConnectionDto, ConnectionMetricsDto, ConnectionProviderStatusDto, ConnectionsQueryDto, UpdateConnectionDto };
export { AdminAnalyticsDto, AdminIncidentDto, AdminInboxPageDto, AdminInboxQueryDto, AdminPageQueryDto, AdminReportDto, AdminReportsPageDto, AdminReportsQueryDto, AdminSearchQueryDto, AdminStatsDto, AdminUserDto, AdminUsersPageDto, AdminUsersQueryDto, AdminVenueDto, AdminVenuesPageDto, AdminVenuesQueryDto, AnalyticsQueryDto, AuditEntryDto, AuditPageDto, AuditQueryDto, ChangeUserPlanDto, ChangeUserRoleDto, CloseReportDto, CountByKeyDto, CreateReportDto, DailyActivityDto, DeleteVenueDto, InboxMessageDto, InboxReplyDto, OpenIncidentDto, PostIncidentUpdateDto, RejectVenueDto, ReplyInboxMessageDto, ReportDto, SetInboxStatusDto, SuspendUserDto, UserSummaryDto };
import { AdminClaimDto, AdminClaimsQueryDto, ClaimDto, ClaimEvidenceDto, ClaimListingDto, RefuseClaimDto } from '../claims/claims.dto.js';
export { AdminClaimDto, AdminClaimsQueryDto, ClaimDto, ClaimEvidenceDto, ClaimListingDto, RefuseClaimDto };
export { OpenDataDto };
export { PlatformContributionDto, ScoreBreakdownDto, ScoreComponentsDto, ScoreFlagDto, ScoreHistoryPointDto, ScoreInputsDto, ScoreRunProgressDto, StaleScoreDto };

/**
 * Every DTO class by its name, which is also its OpenAPI schema name and how the route map
 * (`API`) refers to it. A DTO the route map or another DTO uses must be here.
 */
export const DTO_CLASSES = {
  SignupDto,
  LoginDto,
  UserDto,
  AuthStatusDto,
  MessageDto,
  LoginResultDto,
  TestMeDto,
  ChangePasswordDto,
  UpdateProfileDto,
  DeleteAccountDto,
  ForgotPasswordDto,
  ResetPasswordDto,
  ConfirmEmailDto,
  ResendEmailConfirmationDto,
  AccountExportDto,
  AuthProvidersDto,
  CategoryDto,
  TagDto,
  VenueMetricsDto,
  VenueConnectionDto,
  VenueDto,
  VenueDetailDto,
  PublicStatsDto,
  PageQueryDto,
  HomeFeedQueryDto,
  SearchVenuesQueryDto,
  HealthCheckResult,
  HealthReply,
  PlatformHealth,
  FieldError,
  ApiErrorBody,
  // Content (issue 9).
  ContactDto,
  DayUptimeDto,
  ServiceStatusDto,
  IncidentUpdateDto,
  IncidentDto,
  OverallStatusDto,
  StatusDto,
  StatusSubscriptionDto,
  StatusTokenDto,
  SocialLinkDto,
  LegalFactsDto,
  SiteInfoDto,
  // The map (issue 27).
  MapConfigDto,
  MapVenuesQueryDto,
  MapClusterDto,
  MapVenueDto,
  MapVenuesDto,
  // Votes and favourites (issue 8).
  CastVoteDto,
  VoteDto,
  FavoriteDto,
  ExportedVoteDto,
  ExportedFavoriteDto,
  // The data export's other parts (issue 30 §5).
  ExportedPhotoDto,
  ExportedDocumentDto,
  ExportedVenueDto,
  ExportedConnectionDto,
  ExportedSupportReplyDto,
  ExportedSupportMessageDto,
  // Merchant workspace (issue 10).
  OpeningPeriodDto,
  SpecialHoursDto,
  SpecialPeriodDto,
  CreateVenueDto,
  UpdateVenueDto,
  MerchantVenueDto,
  MerchantStatsQueryDto,
  TrendValueDto,
  MerchantMetricsDto,
  DailyValueDto,
  ScorePointDto,
  MerchantVenueStatsDto,
  OnboardingDto,
  WeeklyGoalDto,
  SetWeeklyGoalDto,
  TipDto,
  MerchantStatsDto,
  PlanRequestDto,
  PlanRequestAdminDto,
  PlanDto,
  UpgradeResultDto,
  StripeWebhookReplyDto,
  // Photos and verification (issue 11).
  PhotoUrlsDto,
  PhotoDto,
  ReorderPhotosDto,
  VerificationDocumentDto,
  VerificationDto,
  VerificationAdminDto,
  UploadDocumentQueryDto,
  VerificationsQueryDto,
  DecideVerificationDto,
  // Social connections (issue 12).
  ConnectionMetricsDto,
  ConnectionDto,
  ConnectionsQueryDto,
  UpdateConnectionDto,
  ConnectionProviderStatusDto,
  // Influence score (issue 13).
  ScoreInputsDto,
  ScoreComponentsDto,
  PlatformContributionDto,
  ScoreHistoryPointDto,
  ScoreBreakdownDto,
  ScoreRunProgressDto,
  StaleScoreDto,
  ScoreFlagDto,
  // Admin console (issue 14).
  AdminAnalyticsDto,
  AdminIncidentDto,
  AdminInboxPageDto,
  AdminInboxQueryDto,
  AdminPageQueryDto,
  AdminReportDto,
  AdminReportsPageDto,
  AdminReportsQueryDto,
  AdminSearchQueryDto,
  AdminStatsDto,
  AdminUserDto,
  AdminUsersPageDto,
  AdminUsersQueryDto,
  AdminVenueDto,
  AdminVenuesPageDto,
  AdminVenuesQueryDto,
  AnalyticsQueryDto,
  AuditEntryDto,
  AuditPageDto,
  AuditQueryDto,
  ChangeUserPlanDto,
  ChangeUserRoleDto,
  CloseReportDto,
  CountByKeyDto,
  CreateReportDto,
  DailyActivityDto,
  DeleteVenueDto,
  InboxMessageDto,
  InboxReplyDto,
  OpenIncidentDto,
  PostIncidentUpdateDto,
  RejectVenueDto,
  ReplyInboxMessageDto,
  ReportDto,
  SetInboxStatusDto,
  SuspendUserDto,
  UserSummaryDto,
  // Claiming a listing (issue 32 §2).
  ClaimEvidenceDto,
  ClaimDto,
  ClaimListingDto,
  AdminClaimDto,
  AdminClaimsQueryDto,
  RefuseClaimDto,
  // Venues imported from OpenStreetMap (issue 32 §1).
  OpenDataDto,
} as const;
