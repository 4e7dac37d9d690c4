import type { UserDto } from '../auth/auth.dto.js';
import type { AdminAnalyticsDto, AdminStatsDto, ReportDto } from '../admin/admin.dto.js';
import type { UserSummary } from '../admin/admin.model.js';
import type {
  AdminChangePlanRequest,
  AdminChangeRoleRequest,
  AdminInboxRequest,
  AdminIncidentReply,
  AdminPage,
  AdminReportRow,
  AdminReportsRequest,
  AdminUserReply,
  AdminUsersRequest,
  AdminVenueRow,
  AdminVenuesRequest,
  AnalyticsRequest,
  AuditEntryRow,
  AuditListRequest,
  CloseReportRequest,
  CreateReportRequest,
  InboxMessageRow,
  ModerateVenueRequest,
  OpenIncidentRequest,
  PostIncidentUpdateRequest,
  ReplyInboxMessageRequest,
  RestoreUserRequest,
  SetInboxStatusRequest,
  StatsRebuildReply,
  SuspendUserRequest,
  UserLookupRequest,
} from '../admin/admin.rpc.js';
import type { ConfirmEmailRequest, ResendEmailConfirmationReply, ResendEmailConfirmationRequest, ChangePasswordRequest, ChangePlanRequest, ChangeRoleRequest, ExternalSignInRequest, DeleteAccountRequest, RegisterUserRequest, RequestPasswordResetRequest, ResetPasswordReply, ResetPasswordRequest, UpdateProfileRequest, VerifyCredentialsRequest } from '../auth/auth.rpc.js';
import type { CategoryDto } from '../categories/category.dto.js';
import type { HealthReply } from '../health/health.dto.js';
import type { DeadLetterReplayReply, DeadLetterReplayRequest } from './dead-letters.rpc.js';
import type { DemoAccountsReply, HomeFeedRequest, PublicStatsDto, ResolvedPlace, SearchVenuesRequest, ShowPlaceRequest, SitemapPage, SitemapPageRequest, VenueDetailDto, VenuePage } from '../venues/venues.rpc.js';
import type { SubmitContactReply, SubmitContactRequest } from '../contact/contact.rpc.js';
import type { StatusHistoryReply, SubscribeToStatusRequest } from '../status/status.rpc.js';
import type { ScoreBreakdownDto, ScoreFlagDto, ScoreRunProgressDto, StaleScoreDto } from '../scoring/scoring.dto.js';
import type { ScoreBreakdownRequest, ScoreHistoriesReply, ScoreHistoriesRequest, ScoringAdminListRequest } from '../scoring/scoring.rpc.js';
import type { CastVoteRequest, FavoriteReply, PublicVenueIdsReply, PublicVenueIdsRequest, VenueCardsRequest, VenueOfActorRequest, VoteReply, VotesAccountDataReply } from '../votes/votes.rpc.js';
import type { VenueDto } from '../venues/venue.dto.js';
import type { TagDto } from '../venues/venue.dto.js';
import type { MerchantVenueDto, OnboardingDto, PlanRequestAdminDto, PlanRequestDto, WeeklyGoalDto } from '../merchant/merchant.dto.js';
import type {
  ApplyStripeEventReply,
  ApplyStripeEventRequest,
  CreateVenueRequest,
  DeleteVenueReply,
  DeleteVenueRequest,
  GrantPlanRequestRequest,
  MerchantStatsReply,
  MerchantStatsRequest,
  MerchantVenueRequest,
  OwnPlanRequestReply,
  PlanUsageReply,
  SetWeeklyGoalRequest,
  UpdateVenueRequest,
} from '../merchant/merchant.rpc.js';
import type {
  AddDocumentRequest,
  AddPhotoRequest,
  DecideVerificationRequest,
  DocumentOfVenueRequest,
  ListVerificationsRequest,
  LocatedFile,
  LocatePhotoRequest,
  OpenDocumentReply,
  OpenDocumentRequest,
  PhotoOfVenueRequest,
  ReorderPhotosRequest,
  VenuePhotosRequest,
  VenueVerificationRequest,
} from '../photos/photos.rpc.js';
import type { PhotoDto, VerificationAdminDto, VerificationDto } from '../photos/photos.dto.js';
import type { ConnectionDto } from '../connections/connections.dto.js';
import type {
  ConnectionProvidersReply,
  FinishConnectionReply,
  FinishConnectionRequest,
  ListConnectionsRequest,
  PullMetricsReply,
  PullMetricsRequest,
  RemoveConnectionRequest,
  StartConnectionReply,
  StartConnectionRequest,
  UpdateConnectionRequest,
} from '../connections/connections.rpc.js';
import type { MapVenuesDto, MapVenuesRequest } from '../map/map.rpc.js';
import type { AdminAccountDataReply, AdminAccountDataRequest, ConnectionsAccountDataReply, VenuesAccountDataReply, VenuesAccountDataRequest } from '../account/account-export.dto.js';
import type { AdminClaimDto, ClaimDto } from '../claims/claims.dto.js';
import type { AdminClaimsRequest, DecideClaimRequest, OpenClaimDocumentRequest, SubmitClaimDocumentsRequest, SubmitClaimRequest } from '../claims/claims.rpc.js';
import { rpc, type AnyRpc, type NoPayload, type RpcDefinition } from './rpc.js';

/**
 * Request-reply calls (gateway → service), each with its subject, request and reply types. A
 * subject starts with the name of the service that answers it. Renaming one is a breaking change
 * of the contract between the gateway and a service: add the new one, move callers, then remove
 * the old.
 */
export const SERVICE_NAMES = ['auth', 'venues', 'votes', 'connections', 'scoring', 'admin'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const RPC = {
  authRegister: /* @__PURE__ */ rpc<RegisterUserRequest, UserDto>('auth.users.register'),
  authVerifyCredentials: /* @__PURE__ */ rpc<VerifyCredentialsRequest, UserDto>('auth.users.verify-credentials'),
  authUserShow: /* @__PURE__ */ rpc<{ userId: string }, UserDto>('auth.users.show'),
  /** The signed-in actor's own password; the gateway then ends the user's other sessions. */
  authChangePassword: /* @__PURE__ */ rpc<ChangePasswordRequest, UserDto>('auth.users.change-password'),
  authUpdateProfile: /* @__PURE__ */ rpc<UpdateProfileRequest, UserDto>('auth.users.update-profile'),
  /** Erases the actor's account; the gateway then ends all its sessions. Replies the deleted id. */
  authDeleteAccount: /* @__PURE__ */ rpc<DeleteAccountRequest, { userId: string }>('auth.users.delete-account'),
  /** A seeded test user (TEST_USERS), only where test roles are enabled: `not_found` elsewhere. */
  authRequestPasswordReset: /* @__PURE__ */ rpc<RequestPasswordResetRequest, { accepted: true }>('auth.password-reset.request'),
  authResetPassword: /* @__PURE__ */ rpc<ResetPasswordRequest, ResetPasswordReply>('auth.password-reset.reset'),
  // E-mail confirmation (issue 30 §9).
  authConfirmEmail: /* @__PURE__ */ rpc<ConfirmEmailRequest, UserDto>('auth.email-confirmation.confirm'),
  authResendEmailConfirmation: /* @__PURE__ */ rpc<ResendEmailConfirmationRequest, ResendEmailConfirmationReply>('auth.email-confirmation.resend'),
  authTestUser: /* @__PURE__ */ rpc<{ userId: string }, UserDto>('auth.test-users.show'),
  // ── Accounts: roles, plans, external sign-in (issue 6) ──
  /** The signed-in consumer makes their own account a merchant's; replies the changed user. */
  authBecomeMerchant: /* @__PURE__ */ rpc<NoPayload, UserDto>('auth.users.become-merchant'),
  /** Admins only (the admin console): sets any user's role / plan; replies the user. */
  authChangeRole: /* @__PURE__ */ rpc<ChangeRoleRequest, UserDto>('auth.users.change-role'),
  authChangePlan: /* @__PURE__ */ rpc<ChangePlanRequest, UserDto>('auth.users.change-plan'),
  /** After an OpenID Connect callback: the linked, linked-by-verified-e-mail or new account. */
  authExternalSignIn: /* @__PURE__ */ rpc<ExternalSignInRequest, UserDto>('auth.external-accounts.sign-in'),
  categoriesList: /* @__PURE__ */ rpc<NoPayload, CategoryDto[]>('venues.categories.list'),
  // Discovery (issue 7): the venues' public side.
  venuesHomeFeed: /* @__PURE__ */ rpc<HomeFeedRequest, VenuePage>('venues.feed.home'),
  venuesSearch: /* @__PURE__ */ rpc<SearchVenuesRequest, VenuePage>('venues.venues.search'),
  /** Approved venues to anyone; a pending or rejected one to its owner and admins only (`venue_not_found` otherwise). */
  venuesShowPlace: /* @__PURE__ */ rpc<ShowPlaceRequest, VenueDetailDto>('venues.places.show'),
  venuesPublicStats: /* @__PURE__ */ rpc<NoPayload, PublicStatsDto>('venues.stats.public'),
  /** Search engines (gateway/src/seo): public venues' slugs by page, with their total. */
  venuesSitemapPage: /* @__PURE__ */ rpc<SitemapPageRequest, SitemapPage>('venues.sitemap.page'),
  /** The map (issue 27): the matching venues of the visible area, grouped for the zoom (docs/map.md). */
  venuesMap: /* @__PURE__ */ rpc<MapVenuesRequest, MapVenuesDto>('venues.map.venues'),
  // Content (issue 9): contact messages, the status page's history and e-mail alerts (admin service).
  adminContactSubmit: /* @__PURE__ */ rpc<SubmitContactRequest, SubmitContactReply>('admin.contact.submit'),
  adminStatusHistory: /* @__PURE__ */ rpc<NoPayload, StatusHistoryReply>('admin.status.history'),
  adminStatusSubscribe: /* @__PURE__ */ rpc<SubscribeToStatusRequest, { accepted: true }>('admin.status-subscriptions.subscribe'),
  adminStatusConfirm: /* @__PURE__ */ rpc<{ token: string }, { confirmed: true }>('admin.status-subscriptions.confirm'),
  adminStatusUnsubscribe: /* @__PURE__ */ rpc<{ token: string }, { unsubscribed: true }>('admin.status-subscriptions.unsubscribe'),
  // Votes and favourites (issue 8): the actor's vote and favourites (votes service), and what the
  // votes service asks the venues service: which venues are public, and favourites as cards.
  votesCast: /* @__PURE__ */ rpc<CastVoteRequest, VoteReply>('votes.votes.cast'),
  votesShow: /* @__PURE__ */ rpc<VenueOfActorRequest, VoteReply>('votes.votes.show'),
  favoritesAdd: /* @__PURE__ */ rpc<VenueOfActorRequest, FavoriteReply>('votes.favorites.add'),
  favoritesRemove: /* @__PURE__ */ rpc<VenueOfActorRequest, FavoriteReply>('votes.favorites.remove'),
  favoritesShow: /* @__PURE__ */ rpc<VenueOfActorRequest, FavoriteReply>('votes.favorites.show'),
  favoritesList: /* @__PURE__ */ rpc<NoPayload, VenueDto[]>('votes.favorites.list'),
  votesAccountData: /* @__PURE__ */ rpc<NoPayload, VotesAccountDataReply>('votes.account.data'),
  // The data export's other parts (issue 30 §5): each service's own, the gateway puts them together.
  venuesAccountData: /* @__PURE__ */ rpc<VenuesAccountDataRequest, VenuesAccountDataReply>('venues.account.data'),
  connectionsAccountData: /* @__PURE__ */ rpc<NoPayload, ConnectionsAccountDataReply>('connections.account.data'),
  adminAccountData: /* @__PURE__ */ rpc<AdminAccountDataRequest, AdminAccountDataReply>('admin.account.data'),
  venuesPublicIds: /* @__PURE__ */ rpc<PublicVenueIdsRequest, PublicVenueIdsReply>('venues.places.public-ids'),
  venuesCards: /* @__PURE__ */ rpc<VenueCardsRequest, VenueDto[]>('venues.places.cards'),
  // Merchant workspace (issue 10): venues of a merchant (owner from the actor, plan limit from the actor's plan).
  venuesCreate: /* @__PURE__ */ rpc<CreateVenueRequest, MerchantVenueDto>('venues.venues.create'),
  /** Owner or admin (`venue_not_owned` otherwise). */
  venuesUpdate: /* @__PURE__ */ rpc<UpdateVenueRequest, MerchantVenueDto>('venues.venues.update'),
  /** Owner, or admin with a reason (issue 30 §5): the venue and its files are gone, `venue.deleted` tells the rest. */
  venuesDelete: /* @__PURE__ */ rpc<DeleteVenueRequest, DeleteVenueReply>('venues.venues.delete'),
  venuesMerchantList: /* @__PURE__ */ rpc<NoPayload, MerchantVenueDto[]>('venues.merchant-venues.list'),
  venuesMerchantShow: /* @__PURE__ */ rpc<MerchantVenueRequest, MerchantVenueDto>('venues.merchant-venues.show'),
  venuesMerchantStats: /* @__PURE__ */ rpc<MerchantStatsRequest, MerchantStatsReply>('venues.merchant.stats'),
  venuesMerchantOnboarding: /* @__PURE__ */ rpc<NoPayload, OnboardingDto>('venues.merchant.onboarding'),
  venuesMerchantSetGoal: /* @__PURE__ */ rpc<SetWeeklyGoalRequest, WeeklyGoalDto>('venues.merchant.set-goal'),
  venuesPlanUsage: /* @__PURE__ */ rpc<NoPayload, PlanUsageReply>('venues.merchant.plan-usage'),
  venuesTagsList: /* @__PURE__ */ rpc<NoPayload, TagDto[]>('venues.tags.list'),
  // Plans (issue 10): requests to switch to Pro without Stripe, and Stripe's verified events.
  // Admin console (issue 14): admins only (checked in each service), but reports' creation (anyone signed in).
  adminStatsShow: /* @__PURE__ */ rpc<NoPayload, AdminStatsDto>('admin.stats.show'),
  adminAnalyticsShow: /* @__PURE__ */ rpc<AnalyticsRequest, AdminAnalyticsDto>('admin.analytics.show'),
  adminStatsRebuild: /* @__PURE__ */ rpc<NoPayload, StatsRebuildReply>('admin.stats.rebuild'),
  adminAuditList: /* @__PURE__ */ rpc<AuditListRequest, AdminPage<AuditEntryRow>>('admin.audit.list'),
  adminReportCreate: /* @__PURE__ */ rpc<CreateReportRequest, ReportDto>('admin.reports.create'),
  adminReportsList: /* @__PURE__ */ rpc<AdminReportsRequest, AdminPage<AdminReportRow>>('admin.reports.list'),
  adminReportClose: /* @__PURE__ */ rpc<CloseReportRequest, AdminReportRow>('admin.reports.close'),
  adminInboxList: /* @__PURE__ */ rpc<AdminInboxRequest, AdminPage<InboxMessageRow>>('admin.inbox.list'),
  adminInboxSetStatus: /* @__PURE__ */ rpc<SetInboxStatusRequest, InboxMessageRow>('admin.inbox.set-status'),
  adminInboxReply: /* @__PURE__ */ rpc<ReplyInboxMessageRequest, InboxMessageRow>('admin.inbox.reply'),
  adminIncidentsList: /* @__PURE__ */ rpc<NoPayload, AdminIncidentReply[]>('admin.incidents.list'),
  adminIncidentOpen: /* @__PURE__ */ rpc<OpenIncidentRequest, AdminIncidentReply>('admin.incidents.open'),
  adminIncidentPostUpdate: /* @__PURE__ */ rpc<PostIncidentUpdateRequest, AdminIncidentReply>('admin.incidents.post-update'),
  venuesAdminList: /* @__PURE__ */ rpc<AdminVenuesRequest, AdminPage<AdminVenueRow>>('venues.admin-venues.list'),
  venuesAdminModerate: /* @__PURE__ */ rpc<ModerateVenueRequest, AdminVenueRow>('venues.admin-venues.moderate'),
  authAdminUsersList: /* @__PURE__ */ rpc<AdminUsersRequest, AdminPage<AdminUserReply>>('auth.admin-users.list'),
  authAdminUsersLookup: /* @__PURE__ */ rpc<UserLookupRequest, UserSummary[]>('auth.admin-users.lookup'),
  authAdminChangeRole: /* @__PURE__ */ rpc<AdminChangeRoleRequest, AdminUserReply>('auth.admin-users.change-role'),
  authAdminChangePlan: /* @__PURE__ */ rpc<AdminChangePlanRequest, AdminUserReply>('auth.admin-users.change-plan'),
  authAdminSuspend: /* @__PURE__ */ rpc<SuspendUserRequest, AdminUserReply>('auth.admin-users.suspend'),
  authAdminRestore: /* @__PURE__ */ rpc<RestoreUserRequest, AdminUserReply>('auth.admin-users.restore'),
  authPlanRequestCreate: /* @__PURE__ */ rpc<NoPayload, PlanRequestDto>('auth.plan-requests.create'),
  authPlanRequestShowOwn: /* @__PURE__ */ rpc<NoPayload, OwnPlanRequestReply>('auth.plan-requests.show-own'),
  /** Admins only: the pending requests, oldest first. */
  authPlanRequestsList: /* @__PURE__ */ rpc<NoPayload, PlanRequestAdminDto[]>('auth.plan-requests.list'),
  authPlanRequestGrant: /* @__PURE__ */ rpc<GrantPlanRequestRequest, PlanRequestAdminDto>('auth.plan-requests.grant'),
  authApplyStripeEvent: /* @__PURE__ */ rpc<ApplyStripeEventRequest, ApplyStripeEventReply>('auth.billing.apply-stripe-event'),
  // Photos and verification (issue 11): docs/photos.md. Files travel through object storage, never NATS.
  venuesPhotosList: /* @__PURE__ */ rpc<VenuePhotosRequest, PhotoDto[]>('venues.photos.list'),
  venuesPhotosAdd: /* @__PURE__ */ rpc<AddPhotoRequest, PhotoDto>('venues.photos.add'),
  venuesPhotosSetCover: /* @__PURE__ */ rpc<PhotoOfVenueRequest, PhotoDto[]>('venues.photos.set-cover'),
  venuesPhotosReorder: /* @__PURE__ */ rpc<ReorderPhotosRequest, PhotoDto[]>('venues.photos.reorder'),
  venuesPhotosDelete: /* @__PURE__ */ rpc<PhotoOfVenueRequest, PhotoDto[]>('venues.photos.delete'),
  venuesPhotosLocate: /* @__PURE__ */ rpc<LocatePhotoRequest, LocatedFile>('venues.photos.locate'),
  venuesVerificationShow: /* @__PURE__ */ rpc<VenueVerificationRequest, VerificationDto>('venues.verification.show'),
  venuesVerificationAddDocument: /* @__PURE__ */ rpc<AddDocumentRequest, VerificationDto>('venues.verification.add-document'),
  venuesVerificationDeleteDocument: /* @__PURE__ */ rpc<DocumentOfVenueRequest, VerificationDto>('venues.verification.delete-document'),
  venuesVerificationSubmit: /* @__PURE__ */ rpc<VenueVerificationRequest, VerificationDto>('venues.verification.submit'),
  /** Admins only. */
  venuesVerificationList: /* @__PURE__ */ rpc<ListVerificationsRequest, VerificationAdminDto[]>('venues.verification.list'),
  venuesVerificationAdminShow: /* @__PURE__ */ rpc<VenueVerificationRequest, VerificationAdminDto>('venues.verification.admin-show'),
  venuesVerificationDecide: /* @__PURE__ */ rpc<DecideVerificationRequest, VerificationAdminDto>('venues.verification.decide'),
  /** Owner or admin (the gateway checked the link's signature first). */
  venuesDocumentsOpen: /* @__PURE__ */ rpc<OpenDocumentRequest, OpenDocumentReply>('venues.documents.open'),
  // Social connections (issue 12): owner or admin, checked in the service (docs/connections.md).
  connectionsList: /* @__PURE__ */ rpc<ListConnectionsRequest, ConnectionDto[]>('connections.connections.list'),
  connectionsUpdate: /* @__PURE__ */ rpc<UpdateConnectionRequest, ConnectionDto>('connections.connections.update'),
  connectionsRemove: /* @__PURE__ */ rpc<RemoveConnectionRequest, { removed: true }>('connections.connections.remove'),
  connectionsProviders: /* @__PURE__ */ rpc<NoPayload, ConnectionProvidersReply>('connections.providers.list'),
  connectionsStart: /* @__PURE__ */ rpc<StartConnectionRequest, StartConnectionReply>('connections.oauth.start'),
  connectionsFinish: /* @__PURE__ */ rpc<FinishConnectionRequest, FinishConnectionReply>('connections.oauth.finish'),
  /** The scoring worker: normalized metrics per platform of active connections in good standing. */
  connectionsMetricsPull: /* @__PURE__ */ rpc<PullMetricsRequest, PullMetricsReply>('connections.metrics.pull'),
  // Influence score (issue 13): public breakdown; histories for the merchant dashboard; admins' lists.
  /** The venue of a slug as the venue page sees it (unknown or not public to the actor: venue_not_found). */
  venuesResolvePlace: /* @__PURE__ */ rpc<ShowPlaceRequest, ResolvedPlace>('venues.places.resolve'),
  /** The demo venues' social accounts (the connections service seeds its demo connections from them). */
  venuesDemoAccounts: /* @__PURE__ */ rpc<NoPayload, DemoAccountsReply>('venues.demo.accounts'),
  scoringBreakdown: /* @__PURE__ */ rpc<ScoreBreakdownRequest, ScoreBreakdownDto>('scoring.score.breakdown'),
  scoringHistories: /* @__PURE__ */ rpc<ScoreHistoriesRequest, ScoreHistoriesReply>('scoring.score.histories'),
  scoringRunProgress: /* @__PURE__ */ rpc<NoPayload, ScoreRunProgressDto>('scoring.runs.progress'),
  scoringStale: /* @__PURE__ */ rpc<ScoringAdminListRequest, StaleScoreDto[]>('scoring.scores.stale'),
  scoringFlags: /* @__PURE__ */ rpc<ScoringAdminListRequest, ScoreFlagDto[]>('scoring.flags.list'),
  // Claiming a listing (issue 32 §2): the venues service owns claims and the venue's owner.
  venuesClaimSubmit: /* @__PURE__ */ rpc<SubmitClaimRequest, ClaimDto>('venues.claims.submit'),
  venuesClaimsMine: /* @__PURE__ */ rpc<NoPayload, ClaimDto[]>('venues.claims.mine'),
  venuesClaimsAdminList: /* @__PURE__ */ rpc<AdminClaimsRequest, AdminClaimDto[]>('venues.claims.admin-list'),
  venuesClaimDecide: /* @__PURE__ */ rpc<DecideClaimRequest, AdminClaimDto>('venues.claims.decide'),
  venuesClaimSubmitDocuments: /* @__PURE__ */ rpc<SubmitClaimDocumentsRequest, ClaimDto>('venues.claims.submit-documents'),
  venuesClaimOpenDocument: /* @__PURE__ */ rpc<OpenClaimDocumentRequest, OpenDocumentReply>('venues.claims.open-document'),
  /** Each service answers its own `<service>.health.check`: `RPC.healthCheck.venues`. */
  healthCheck: /* @__PURE__ */ perService<NoPayload, HealthReply>('health.check'),
  /** Each service with event handlers replays its own dead letters (`npm run dlq`): `RPC.deadLetterReplay.venues`. */
  deadLetterReplay: /* @__PURE__ */ perService<DeadLetterReplayRequest, DeadLetterReplayReply>('dead-letters.replay'),
} as const;

/** One call answered by every service on its own subject, `<service>.<feature>.<verb>`. */
function perService<Request, Reply>(featureAndVerb: string): { readonly [S in ServiceName]: RpcDefinition<Request, Reply> } {
  return Object.fromEntries(SERVICE_NAMES.map((service) => [service, rpc(`${service}.${featureAndVerb}`)])) as {
    [S in ServiceName]: RpcDefinition<Request, Reply>;
  };
}

function definitionsIn(node: object): AnyRpc[] {
  return Object.values(node).flatMap((value: object) => ('subject' in value ? [value as AnyRpc] : definitionsIn(value)));
}

/** Every request subject of the catalogue: the bounded set metrics label requests with. */
export const RPC_SUBJECTS: readonly string[] = /* @__PURE__ */ definitionsIn(RPC).map((definition) => definition.subject);
