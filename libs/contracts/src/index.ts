// `@lieux/contracts`: what the gateway, the services and the web app share. Values here are small
// constants and pure functions; the DTO classes are exported as types only (their decorated classes
// are `@lieux/contracts/dto`, for the gateway), so importing this barrel never loads class-validator.
export type * from './errors/error-definition.js';
export * from './errors/error-codes.js';
export * from './errors/error-translations.js';
export * from './errors/api-error.js';
export type { ApiErrorBody, FieldError } from './errors/api-error.dto.js';
export type { CategoryDto } from './categories/category.dto.js';
export type { AccountExportDto, AuthProvidersDto, AuthStatusDto, ChangePasswordDto, DeleteAccountDto, UpdateProfileDto, LoginDto, LoginResultDto, MessageDto, SignupDto, TestMeDto, UserDto } from './auth/auth.dto.js';
export * from './auth/auth.rpc.js';
export * from './auth/auth.messages.js';
export * from './auth/access.js';
export * from './auth/test-users.js';
export type { PublicStatsDto, TagDto, VenueConnectionDto, VenueDetailDto, VenueDto, VenueMetricsDto } from './venues/venue.dto.js';
export type { OpenDataDto } from './venues/venue.dto.js';
export * from './venues/open-data.js';
export type { HomeFeedQueryDto, PageQueryDto, SearchVenuesQueryDto } from './venues/venue-queries.dto.js';
export * from './venues/venue-in-locale.js';
export * from './venues/venue.model.js';
export * from './venues/venues.messages.js';
export type { DemoAccountDto, DemoAccountsReply, HomeFeedRequest, ResolvedPlace, SearchVenuesRequest, ShowPlaceRequest, SitemapPage, SitemapPageRequest, VenuePage } from './venues/venues.rpc.js';
export { SEEDED_CATEGORY_IDS } from './categories/seeded-categories.js';
export type { HealthCheckResult, HealthReply, HealthStatus, PlatformHealth } from './health/health.dto.js';
export * from './actor/actor.js';
export * from './messaging/rpc.js';
export * from './messaging/rpc-subjects.js';
export * from './messaging/dead-letters.rpc.js';
export * from './messaging/events.js';
export * from './api/api-route.js';
export * from './api/api-routes.js';
export * from './i18n/locales.js';
export * from './i18n/localized-text.js';
export * from './i18n/accept-language.js';
export * from './i18n/locale-address.js';
export * from './i18n/place-names.fr.js';
export * from './validation/messages.js';
export * from './validation/field-messages.js';
export * from './validation/is-uuid.js';
// Content (issue 9): contact, status page, site facts.
export * from './contact/contact-subjects.js';
export type { ContactDto } from './contact/contact.dto.js';
export type * from './contact/contact.rpc.js';
export * from './contact/contact.messages.js';
export * from './status/status-components.js';
export * from './status/incidents.js';
export type { DayUptimeDto, IncidentDto, IncidentUpdateDto, OverallStatusDto, ServiceStatusDto, StatusDto, StatusSubscriptionDto, StatusTokenDto } from './status/status.dto.js';
export type * from './status/status.rpc.js';
export * from './status/status.messages.js';
export type { LegalFactsDto, SiteInfoDto, SocialLinkDto } from './site/site.dto.js';
export * from './site/support-response-times.js';
// The data export's parts and the retention periods (issue 30 §5): docs/legal.md.
export * from './account/retention-periods.js';
export type { AdminAccountDataReply, AdminAccountDataRequest, ConnectionsAccountDataReply, ExportedConnectionDto, ExportedDocumentDto, ExportedPhotoDto, ExportedSupportMessageDto, ExportedSupportReplyDto, ExportedVenueDto, VenueNameDto, VenuesAccountDataReply, VenuesAccountDataRequest } from './account/account-export.dto.js';
// The map (issue 27): docs/map.md.
export * from './map/map.model.js';
export * from './map/map.messages.js';
export type { MapClusterDto, MapConfigDto, MapVenueDto, MapVenuesDto, MapVenuesQueryDto } from './map/map.dto.js';
export type { MapVenuesRequest } from './map/map.rpc.js';
// Votes and favourites (issue 8).
export * from './votes/votes.messages.js';
export type { CastVoteDto, ExportedFavoriteDto, ExportedVoteDto, FavoriteDto, VoteDto } from './votes/votes.dto.js';
export type * from './votes/votes.rpc.js';
export * from './time/morocco-day.js';
// Merchant workspace (issue 10): venues of a merchant, stats, onboarding, plans and billing.
export * from './merchant/merchant.model.js';
export * from './merchant/merchant.messages.js';
export type { CreateVenueDto, OpeningPeriodDto, SpecialHoursDto, SpecialPeriodDto, UpdateVenueDto } from './merchant/venue-form.dto.js';
// Opening hours and "open now" (issue 27): docs/opening-hours.md.
export * from './hours/opening-hours.model.js';
export * from './hours/opening-hours.rules.js';
export * from './hours/opening-state.js';
export * from './hours/zoned-time.js';
export type {
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
} from './merchant/merchant.dto.js';
export { STRIPE_HANDLED_EVENTS } from './merchant/merchant.rpc.js';
export type * from './merchant/merchant.rpc.js';
export * from './merchant/merchant-figures.js';
// Photos and verification (issue 11): docs/photos.md.
export * from './photos/photos.model.js';
export * from './photos/photos.messages.js';
export type { DecideVerificationDto, PhotoDto, PhotoUrlsDto, ReorderPhotosDto, UploadDocumentQueryDto, VerificationAdminDto, VerificationDocumentDto, VerificationDto, VerificationsQueryDto } from './photos/photos.dto.js';
export type * from './photos/photos.rpc.js';
// Social connections (issue 12): docs/connections.md.
export * from './connections/connections.model.js';
export * from './connections/connections.messages.js';
export type { ConnectionDto, ConnectionMetricsDto, ConnectionProviderStatusDto, ConnectionsQueryDto, UpdateConnectionDto } from './connections/connections.dto.js';
export type * from './connections/connections.rpc.js';
// Influence score (issue 13): docs/scoring.md.
export * from './scoring/scoring.model.js';
export * from './scoring/score-formula.js';
export * from './scoring/scoring.messages.js';
export type { PlatformContributionDto, ScoreBreakdownDto, ScoreComponentsDto, ScoreFlagDto, ScoreHistoryPointDto, ScoreInputsDto, ScoreRunProgressDto, StaleScoreDto } from './scoring/scoring.dto.js';
export type * from './scoring/scoring.rpc.js';

// Admin console (issue 14): docs/admin.md.
export * from './admin/admin.model.js';
export * from './admin/admin.errors.js';
export * from './admin/admin.messages.js';
export * from './admin/audit-entry.js';
export * from './admin/admin-input.js';
export type { AdminAnalyticsDto, AdminIncidentDto, AdminInboxPageDto, AdminInboxQueryDto, AdminPageQueryDto, AdminReportDto, AdminReportsPageDto, AdminReportsQueryDto, AdminSearchQueryDto, AdminStatsDto, AdminUserDto, AdminUsersPageDto, AdminUsersQueryDto, AdminVenueDto, AdminVenuesPageDto, AdminVenuesQueryDto, AnalyticsQueryDto, AuditEntryDto, AuditPageDto, AuditQueryDto, ChangeUserPlanDto, ChangeUserRoleDto, CloseReportDto, CountByKeyDto, CreateReportDto, DailyActivityDto, DeleteVenueDto, InboxMessageDto, InboxReplyDto, OpenIncidentDto, PostIncidentUpdateDto, RejectVenueDto, ReplyInboxMessageDto, ReportDto, SetInboxStatusDto, SuspendUserDto, UserSummaryDto } from './admin/admin.dto.js';
export type * from './admin/admin.rpc.js';
// The home page's ready-made searches, shared by the web app and the gateway's cache (issue 31 §4).
export * from './venues/home-searches.js';
// Claiming a listing (issue 32 §2): docs/merchant.md, "Claiming a venue".
export * from './claims/claims.model.js';
export * from './claims/claims.errors.js';
export * from './claims/claim-match.js';
export type { AdminClaimDto, AdminClaimsQueryDto, ClaimDto, ClaimEvidence, ClaimEvidenceDto, ClaimListingDto, RefuseClaimDto } from './claims/claims.dto.js';
export type * from './claims/claims.rpc.js';
