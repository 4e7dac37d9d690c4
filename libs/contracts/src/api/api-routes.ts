import { route } from './api-route.js';

/**
 * The REST contract (spec section 7 and its extensions). Paths are full, as clients see them.
 * `docs/architecture.md`, "Adding a REST route".
 */
export const API = {
  auth: {
    signup: /* @__PURE__ */ route('POST', '/api/auth/signup', { access: 'anyone', body: 'SignupDto', response: 'MessageDto' }),
    loginLocal: /* @__PURE__ */ route('POST', '/api/auth/login-local', { access: 'anyone', body: 'LoginDto', response: 'LoginResultDto', status: 200 }),
    status: /* @__PURE__ */ route('GET', '/api/auth/status', { access: 'anyone', response: 'AuthStatusDto' }),
    logout: /* @__PURE__ */ route('POST', '/api/auth/logout', { access: 'anyone', response: 'MessageDto', status: 200 }),
    updateProfile: /* @__PURE__ */ route('PATCH', '/api/auth/me', { access: 'signed-in', body: 'UpdateProfileDto', response: 'UserDto' }),
    exportData: /* @__PURE__ */ route('GET', '/api/auth/me/export', { access: 'signed-in', response: 'AccountExportDto' }),
    deleteAccount: /* @__PURE__ */ route('POST', '/api/auth/delete-account', { access: 'signed-in', body: 'DeleteAccountDto', response: 'MessageDto', status: 200 }),
    forgotPassword: /* @__PURE__ */ route('POST', '/api/auth/forgot-password', { access: 'anyone', body: 'ForgotPasswordDto', response: 'MessageDto', status: 202 }),
    resetPassword: /* @__PURE__ */ route('POST', '/api/auth/reset-password', { access: 'anyone', body: 'ResetPasswordDto', response: 'MessageDto', status: 200 }),
    confirmEmail: /* @__PURE__ */ route('POST', '/api/auth/confirm-email', { access: 'anyone', body: 'ConfirmEmailDto', response: 'MessageDto', status: 200 }),
    resendEmailConfirmation: /* @__PURE__ */ route('POST', '/api/auth/confirm-email/resend', { access: 'signed-in', body: 'ResendEmailConfirmationDto', response: 'MessageDto', status: 202 }),
    changePassword: /* @__PURE__ */ route('POST', '/api/auth/change-password', { access: 'signed-in', body: 'ChangePasswordDto', response: 'MessageDto', status: 200 }),
    // ── Becoming a merchant, external sign-in (issue 6) ──
    becomeMerchant: /* @__PURE__ */ route('POST', '/api/auth/become-merchant', { access: 'consumer', response: 'LoginResultDto', status: 200 }),
    providers: /* @__PURE__ */ route('GET', '/api/auth/providers', { access: 'anyone', response: 'AuthProvidersDto' }),
  },
  /** The test-roles page: only where test roles are enabled (404 elsewhere). */
  testRoles: {
    me: /* @__PURE__ */ route('GET', '/api/test/me', { access: 'anyone', response: 'TestMeDto' }),
    login: /* @__PURE__ */ route('POST', '/api/test/login/:id', { access: 'anyone', response: 'LoginResultDto', status: 200 }),
    logout: /* @__PURE__ */ route('POST', '/api/test/logout', { access: 'anyone', response: 'MessageDto', status: 200 }),
  },
  categories: {
    list: /* @__PURE__ */ route('GET', '/api/categories', { access: 'anyone', response: ['CategoryDto'] }),
  },
  /** Discovery (issue 7): paged lists answer an array; the next page's cursor is the `x-next-cursor` header. */
  feed: {
    home: /* @__PURE__ */ route('GET', '/api/feed/home', { access: 'anyone', query: 'HomeFeedQueryDto', response: ['VenueDto'] }),
  },
  venues: {
    search: /* @__PURE__ */ route('GET', '/api/venues', { access: 'anyone', query: 'SearchVenuesQueryDto', response: ['VenueDto'] }),
  },
  /** The map (issue 27, docs/map.md): its tiles from the gateway's configuration, the venues of the visible area grouped for the zoom. */
  map: {
    config: /* @__PURE__ */ route('GET', '/api/map/config', { access: 'anyone', response: 'MapConfigDto' }),
    venues: /* @__PURE__ */ route('GET', '/api/map/venues', { access: 'anyone', query: 'MapVenuesQueryDto', response: 'MapVenuesDto' }),
  },
  places: {
    show: /* @__PURE__ */ route('GET', '/api/places/:slug', { access: 'anyone', response: 'VenueDetailDto' }),
    /** The venue page's visit beacon (a first-party visitor id counted once a month; robots left out). */
    visit: /* @__PURE__ */ route('POST', '/api/places/:id/visit', { access: 'anyone', status: 204 }),
    /** "Pourquoi ce score ?" (issue 13): the breakdown and 90 days of history; public like the page. */
    score: /* @__PURE__ */ route('GET', '/api/places/:slug/score', { access: 'anyone', response: 'ScoreBreakdownDto' }),
  },
  /** Reporting a venue (issue 14): anyone signed in, from the venue page. */
  reports: {
    create: /* @__PURE__ */ route('POST', '/api/places/:id/report', { access: 'signed-in', body: 'CreateReportDto', response: 'ReportDto', status: 201 }),
  },
  /** The admin console (issue 14): admins only (401 signed out, 403 another role), checked again in each service. */
  admin: {
    stats: /* @__PURE__ */ route('GET', '/api/admin/stats', { access: 'admin', response: 'AdminStatsDto' }),
    analytics: /* @__PURE__ */ route('GET', '/api/admin/analytics', { access: 'admin', query: 'AnalyticsQueryDto', response: 'AdminAnalyticsDto' }),
    venues: /* @__PURE__ */ route('GET', '/api/admin/venues', { access: 'admin', query: 'AdminVenuesQueryDto', response: 'AdminVenuesPageDto' }),
    approveVenue: /* @__PURE__ */ route('POST', '/api/admin/venues/:id/approve', { access: 'admin', response: 'AdminVenueDto', status: 200 }),
    /** The body (a reason) is optional, as the spec's call sends none; the console always sends one. */
    rejectVenue: /* @__PURE__ */ route('POST', '/api/admin/venues/:id/reject', { access: 'admin', body: 'RejectVenueDto', response: 'AdminVenueDto', status: 200 }),
    /** Issue 30 §5: a venue deleted for good, with a reason (audit log). */
    deleteVenue: /* @__PURE__ */ route('POST', '/api/admin/venues/:id/delete', { access: 'admin', body: 'DeleteVenueDto', response: 'MessageDto', status: 200 }),
    users: /* @__PURE__ */ route('GET', '/api/admin/users', { access: 'admin', query: 'AdminUsersQueryDto', response: 'AdminUsersPageDto' }),
    changeRole: /* @__PURE__ */ route('POST', '/api/admin/users/:id/role', { access: 'admin', body: 'ChangeUserRoleDto', response: 'AdminUserDto', status: 200 }),
    changePlan: /* @__PURE__ */ route('POST', '/api/admin/users/:id/plan', { access: 'admin', body: 'ChangeUserPlanDto', response: 'AdminUserDto', status: 200 }),
    suspendUser: /* @__PURE__ */ route('POST', '/api/admin/users/:id/suspend', { access: 'admin', body: 'SuspendUserDto', response: 'AdminUserDto', status: 200 }),
    restoreUser: /* @__PURE__ */ route('POST', '/api/admin/users/:id/restore', { access: 'admin', response: 'AdminUserDto', status: 200 }),
    reports: /* @__PURE__ */ route('GET', '/api/admin/reports', { access: 'admin', query: 'AdminReportsQueryDto', response: 'AdminReportsPageDto' }),
    resolveReport: /* @__PURE__ */ route('POST', '/api/admin/reports/:id/resolve', { access: 'admin', body: 'CloseReportDto', response: 'AdminReportDto', status: 200 }),
    dismissReport: /* @__PURE__ */ route('POST', '/api/admin/reports/:id/dismiss', { access: 'admin', body: 'CloseReportDto', response: 'AdminReportDto', status: 200 }),
    inbox: /* @__PURE__ */ route('GET', '/api/admin/inbox', { access: 'admin', query: 'AdminInboxQueryDto', response: 'AdminInboxPageDto' }),
    setInboxStatus: /* @__PURE__ */ route('POST', '/api/admin/inbox/:id/status', { access: 'admin', body: 'SetInboxStatusDto', response: 'InboxMessageDto', status: 200 }),
    replyInbox: /* @__PURE__ */ route('POST', '/api/admin/inbox/:id/reply', { access: 'admin', body: 'ReplyInboxMessageDto', response: 'InboxMessageDto', status: 200 }),
    incidents: /* @__PURE__ */ route('GET', '/api/admin/incidents', { access: 'admin', response: ['AdminIncidentDto'] }),
    openIncident: /* @__PURE__ */ route('POST', '/api/admin/incidents', { access: 'admin', body: 'OpenIncidentDto', response: 'AdminIncidentDto', status: 201 }),
    postIncidentUpdate: /* @__PURE__ */ route('POST', '/api/admin/incidents/:id/updates', { access: 'admin', body: 'PostIncidentUpdateDto', response: 'AdminIncidentDto', status: 201 }),
    audit: /* @__PURE__ */ route('GET', '/api/admin/audit', { access: 'admin', query: 'AuditQueryDto', response: 'AuditPageDto' }),
  },
  /** Admins only (issue 13; the admin console shows them): the daily run, stale scores, trust flags. */
  adminScores: {
    run: /* @__PURE__ */ route('GET', '/api/admin/scores/run', { access: 'admin', response: 'ScoreRunProgressDto' }),
    stale: /* @__PURE__ */ route('GET', '/api/admin/scores/stale', { access: 'admin', response: ['StaleScoreDto'] }),
    flags: /* @__PURE__ */ route('GET', '/api/admin/scores/flags', { access: 'admin', response: ['ScoreFlagDto'] }),
  },
  stats: {
    public: /* @__PURE__ */ route('GET', '/api/stats/public', { access: 'anyone', response: 'PublicStatsDto' }),
  },
  health: {
    services: /* @__PURE__ */ route('GET', '/api/health/services', { access: 'anyone', response: 'PlatformHealth' }),
  },
  // Content (issue 9): the contact form, the status page and its e-mail alerts, the footer's facts.
  contact: {
    send: /* @__PURE__ */ route('POST', '/api/contact', { access: 'anyone', body: 'ContactDto', response: 'MessageDto', status: 201 }),
  },
  status: {
    show: /* @__PURE__ */ route('GET', '/api/status', { access: 'anyone', response: 'StatusDto' }),
    subscribe: /* @__PURE__ */ route('POST', '/api/status/subscriptions', { access: 'anyone', body: 'StatusSubscriptionDto', response: 'MessageDto', status: 202 }),
    confirm: /* @__PURE__ */ route('POST', '/api/status/subscriptions/confirm', { access: 'anyone', body: 'StatusTokenDto', response: 'MessageDto', status: 200 }),
    unsubscribe: /* @__PURE__ */ route('POST', '/api/status/subscriptions/unsubscribe', { access: 'anyone', body: 'StatusTokenDto', response: 'MessageDto', status: 200 }),
  },
  site: {
    info: /* @__PURE__ */ route('GET', '/api/site', { access: 'anyone', response: 'SiteInfoDto' }),
  },
  // Votes and favourites (issue 8).
  votes: {
    show: /* @__PURE__ */ route('GET', '/api/places/:id/vote', { access: { who: 'signed-in', signInCode: 'vote_sign_in_required' }, response: 'VoteDto' }),
    cast: /* @__PURE__ */ route('POST', '/api/places/:id/vote', { access: { who: 'signed-in', signInCode: 'vote_sign_in_required' }, body: 'CastVoteDto', response: 'VoteDto', status: 200 }),
  },
  favorites: {
    show: /* @__PURE__ */ route('GET', '/api/places/:id/favorite', { access: { who: 'signed-in', signInCode: 'favorite_sign_in_required' }, response: 'FavoriteDto' }),
    add: /* @__PURE__ */ route('POST', '/api/places/:id/favorite', { access: { who: 'signed-in', signInCode: 'favorite_sign_in_required' }, response: 'FavoriteDto', status: 200 }),
    remove: /* @__PURE__ */ route('DELETE', '/api/places/:id/favorite', { access: { who: 'signed-in', signInCode: 'favorite_sign_in_required' }, response: 'FavoriteDto', status: 200 }),
    list: /* @__PURE__ */ route('GET', '/api/favorites', { access: { who: 'signed-in', signInCode: 'favorite_sign_in_required' }, response: ['VenueDto'] }),
  },
  // Merchant workspace (issue 10): docs/merchant.md.
  merchantVenues: {
    /** Spec's call: the signed-in merchant's new venue, `pending`; 403 `venue_limit_reached` beyond the plan. */
    create: /* @__PURE__ */ route('POST', '/api/venues', { access: 'merchant-or-admin', body: 'CreateVenueDto', response: 'MerchantVenueDto', status: 201 }),
    /** Owner or admin; 403 `venue_not_owned` otherwise. */
    update: /* @__PURE__ */ route('PATCH', '/api/venues/:id', { access: 'owner-or-admin', body: 'UpdateVenueDto', response: 'MerchantVenueDto' }),
    /** Issue 30 §5: its owner deletes a venue for good (an admin goes through the admin route, with a reason). */
    remove: /* @__PURE__ */ route('DELETE', '/api/venues/:id', { access: 'owner-or-admin', response: 'MessageDto', status: 200 }),
    list: /* @__PURE__ */ route('GET', '/api/merchant/venues', { access: 'merchant-or-admin', response: ['MerchantVenueDto'] }),
    show: /* @__PURE__ */ route('GET', '/api/merchant/venues/:id', { access: 'owner-or-admin', response: 'MerchantVenueDto' }),
  },
  merchant: {
    stats: /* @__PURE__ */ route('GET', '/api/merchant/stats', { access: 'merchant-or-admin', query: 'MerchantStatsQueryDto', response: 'MerchantStatsDto' }),
    onboarding: /* @__PURE__ */ route('GET', '/api/merchant/onboarding', { access: 'merchant-or-admin', response: 'OnboardingDto' }),
    setGoal: /* @__PURE__ */ route('PUT', '/api/merchant/goal', { access: 'merchant-or-admin', body: 'SetWeeklyGoalDto', response: 'WeeklyGoalDto' }),
    plan: /* @__PURE__ */ route('GET', '/api/merchant/plan', { access: 'merchant-or-admin', response: 'PlanDto' }),
    /** Stripe Checkout when configured (`outcome: checkout`), else a request an admin grants (`outcome: pending`). */
    upgrade: /* @__PURE__ */ route('POST', '/api/merchant/upgrade', { access: 'merchant', response: 'UpgradeResultDto', status: 200 }),
  },
  tags: {
    /** Every tag, by name: the content screen's suggestions. */
    list: /* @__PURE__ */ route('GET', '/api/tags', { access: 'anyone', response: ['TagDto'] }),
  },
  billing: {
    /** Stripe only: the raw body signed in `Stripe-Signature`; 400 `stripe_signature_invalid` otherwise. */
    stripeWebhook: /* @__PURE__ */ route('POST', '/api/billing/stripe/webhook', { access: 'anyone', response: 'StripeWebhookReplyDto', status: 200 }),
    /** Admins only: requests to switch to Pro waiting for a decision. */
    planRequests: /* @__PURE__ */ route('GET', '/api/billing/plan-requests', { access: 'admin', response: ['PlanRequestAdminDto'] }),
    grantPlanRequest: /* @__PURE__ */ route('POST', '/api/billing/plan-requests/:id/grant', { access: 'admin', response: 'PlanRequestAdminDto', status: 200 }),
  },
  // Photos and verification (issue 11): docs/photos.md. Uploads are multipart/form-data with one part `file`.
  photos: {
    /** Owner or admin: the venue's photos in gallery order. */
    list: /* @__PURE__ */ route('GET', '/api/merchant/venues/:id/photos', { access: 'owner-or-admin', response: ['PhotoDto'] }),
    /** Multipart, part `file` (JPEG, PNG or WebP by its bytes, 10 Mo at most, 12 photos per venue); the first photo becomes the cover. */
    upload: /* @__PURE__ */ route('POST', '/api/merchant/venues/:id/photos', { access: 'owner-or-admin', response: 'PhotoDto', status: 201 }),
    /** Every photo id of the venue in the new order; answers the photos in that order. */
    reorder: /* @__PURE__ */ route('PUT', '/api/merchant/venues/:id/photos/order', { access: 'owner-or-admin', body: 'ReorderPhotosDto', response: ['PhotoDto'] }),
    setCover: /* @__PURE__ */ route('POST', '/api/merchant/venues/:id/photos/:photoId/cover', { access: 'owner-or-admin', response: ['PhotoDto'], status: 200 }),
    /** Deleting the cover makes the next photo the cover. Answers the photos left. */
    remove: /* @__PURE__ */ route('DELETE', '/api/merchant/venues/:id/photos/:photoId', { access: 'owner-or-admin', response: ['PhotoDto'], status: 200 }),
    /** The WebP bytes of one size (card, gallery, og) of a public venue's photo; cached for good. */
    file: /* @__PURE__ */ route('GET', '/api/photos/:id/:size', { access: 'anyone', status: 200 }),
  },
  verification: {
    /** Owner or admin. */
    show: /* @__PURE__ */ route('GET', '/api/merchant/venues/:id/verification', { access: 'owner-or-admin', response: 'VerificationDto' }),
    /** Multipart, part `file` (PDF, JPEG, PNG or WebP by its bytes, 10 Mo at most); `?kind=` the document's kind. */
    addDocument: /* @__PURE__ */ route('POST', '/api/merchant/venues/:id/verification/documents', { access: 'owner-or-admin', query: 'UploadDocumentQueryDto', response: 'VerificationDto', status: 201 }),
    removeDocument: /* @__PURE__ */ route('DELETE', '/api/merchant/venues/:id/verification/documents/:documentId', { access: 'owner-or-admin', response: 'VerificationDto', status: 200 }),
    /** Sends the documents for review (the three required kinds): status `submitted`. */
    submit: /* @__PURE__ */ route('POST', '/api/merchant/venues/:id/verification/submit', { access: 'owner-or-admin', response: 'VerificationDto', status: 200 }),
    /** A document's bytes: a signed, short-lived link (`?expires=&signature=`), for a session of the owner or an admin only. */
    document: /* @__PURE__ */ route('GET', '/api/documents/:id', { access: { who: 'owner-or-admin', otherMerchant: 404 }, status: 200 }),
  },
  /** Admins only: the review of verifications (the admin console builds the screen). */
  adminVerifications: {
    list: /* @__PURE__ */ route('GET', '/api/admin/verifications', { access: 'admin', query: 'VerificationsQueryDto', response: ['VerificationAdminDto'] }),
    show: /* @__PURE__ */ route('GET', '/api/admin/verifications/:venueId', { access: 'admin', response: 'VerificationAdminDto' }),
    decide: /* @__PURE__ */ route('POST', '/api/admin/verifications/:venueId/decision', { access: 'admin', body: 'DecideVerificationDto', response: 'VerificationAdminDto', status: 200 }),
  },
  // Social connections (issue 12): docs/connections.md. Connecting is a browser navigation
  // (CONNECTION_FLOW_PATHS: authorize → platform → callback → /merchant/connections?connexion=…).
  connections: {
    /** The actor's connections (every venue of theirs, or `venueId`'s); owner or admin. */
    list: /* @__PURE__ */ route('GET', '/api/connections', { access: 'owner-or-admin', query: 'ConnectionsQueryDto', response: ['ConnectionDto'] }),
    /** Which platforms may be connected here (else "bientôt disponible"), which are the sandbox, and each one's weight. */
    providers: /* @__PURE__ */ route('GET', '/api/connections/providers', { access: 'anyone', response: ['ConnectionProviderStatusDto'] }),
    /** The spec's switch: an inactive connection is kept but counts 0 in the score. */
    update: /* @__PURE__ */ route('PATCH', '/api/connections/:id', { access: { who: 'owner-or-admin', otherMerchant: 404 }, body: 'UpdateConnectionDto', response: 'ConnectionDto' }),
    /** 'Compte déconnecté': tokens revoked at the platform where it offers revocation, then erased. */
    remove: /* @__PURE__ */ route('DELETE', '/api/connections/:id', { access: { who: 'owner-or-admin', otherMerchant: 404 }, response: 'MessageDto', status: 200 }),
    /** The spec's manual link with a typed-in account: 410 `connection_manual_gone` (replaced by the flow). */
    createManual: /* @__PURE__ */ route('POST', '/api/connections', { access: 'anyone', status: 204 }),
  },
  // Claiming a listing (issue 32 §2): docs/merchant.md. Proving it is a browser navigation
  // (`GET /api/claims/{venueId}/connect/{provider}` → the platform → the connections callback → the claim screen).
  claims: {
    /** The actor's claims, newest first (the claim screen's state). */
    mine: /* @__PURE__ */ route('GET', '/api/claims', { access: 'signed-in', response: ['ClaimDto'] }),
    /** Multipart: one file part per document, named by its kind (the three required kinds, `venue_photo` optional). */
    submitDocuments: /* @__PURE__ */ route('POST', '/api/claims/:slug/documents', { access: 'merchant-or-admin', response: 'ClaimDto', status: 201 }),
  },
  adminClaims: {
    /** Pending claims first-come first-served (or `?status=`), the listing and the evidence side by side. */
    list: /* @__PURE__ */ route('GET', '/api/admin/claims', { access: 'admin', query: 'AdminClaimsQueryDto', response: ['AdminClaimDto'] }),
    /** The claimant becomes the venue's owner (within their plan's limit: 403 `claim_plan_full`). */
    approve: /* @__PURE__ */ route('POST', '/api/admin/claims/:id/approve', { access: 'admin', response: 'AdminClaimDto', status: 200 }),
    refuse: /* @__PURE__ */ route('POST', '/api/admin/claims/:id/refuse', { access: 'admin', body: 'RefuseClaimDto', response: 'AdminClaimDto', status: 200 }),
    /** A claim's document: a signed, short-lived link (`?expires=&signature=`), for an admin's session only. */
    document: /* @__PURE__ */ route('GET', '/api/admin/claims/documents/:id', { access: 'admin', status: 200 }),
  },
} as const;
