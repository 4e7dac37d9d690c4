import type { AuditAction, AuditSnapshot, AuditTargetType } from '../admin/admin.model.js';
import type { PlatformMetrics } from '../connections/connections.rpc.js';

/**
 * Durable domain events, published on the JetStream stream `EVENTS` through each service's outbox.
 * Subjects are `<entity>.<past-tense>`, each part one word or kebab-case words (`user.role-changed`); payloads are versioned (`…V1`): a breaking change adds a
 * new subject version rather than changing a payload in place.
 */
export const EVENT_STREAM = 'EVENTS';

export interface UserRegisteredV1 {
  userId: string;
  role: 'admin' | 'merchant' | 'consumer';
  registeredAt: string;
}

/** A user's profile changed (account page): the fields other services may show. */
export interface UserUpdatedV1 {
  userId: string;
  firstName: string;
  lastName: string;
  updatedAt: string;
}

/**
 * An account's e-mail address was confirmed (issue 30 §9): its votes, kept but not counted in public
 * until now, are counted from this event on (the votes service recounts them).
 */
export interface UserEmailConfirmedV1 {
  userId: string;
  confirmedAt: string;
}

/** An account was deleted (its personal data erased): other services anonymise what they keep of it. */
export interface UserDeletedV1 {
  userId: string;
  deletedAt: string;
}

// ── Accounts: role and plan (issue 6) ──

/**
 * A user's role changed (a consumer became a merchant, an admin changed it). The gateway updates the
 * user's live sessions from it; other services keep the role in their read models.
 */
export interface UserRoleChangedV1 {
  userId: string;
  role: 'admin' | 'merchant' | 'consumer';
  previousRole: 'admin' | 'merchant' | 'consumer';
  changedAt: string;
}

/** A user's plan (`subscription`) changed: free ↔ pro. Like a role change, the live sessions follow it. */
export interface UserPlanChangedV1 {
  userId: string;
  plan: 'free' | 'pro';
  previousPlan: 'free' | 'pro';
  changedAt: string;
}

export interface VenueCreatedV1 {
  venueId: string;
  slug: string;
  /** null for a seeded venue without an owner (demo data, issue 14: the seeders publish it too). */
  ownerUserId: string | null;
  categoryId: string;
  /** Added in issue 14 (the admin's venues by city); absent from events published before. */
  city?: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

/**
 * A venue was edited by its owner or an admin (issue 10). `status` is the venue's status after the
 * edit: an approved venue whose name, category, address, city or position changed is `pending` again.
 */
export interface VenueUpdatedV1 {
  venueId: string;
  slug: string;
  /** null for a venue without an owner (demo data) that an admin edited. */
  ownerUserId: string | null;
  categoryId: string;
  /** Added in issue 14, like VenueCreatedV1's. */
  city?: string;
  status: 'pending' | 'approved' | 'rejected';
  previousStatus: 'pending' | 'approved' | 'rejected';
  /** The fields of UpdateVenueDto that changed. */
  changedFields: string[];
  updatedAt: string;
}

// ── A venue's end (issue 30 §5): docs/merchant.md "Deleting a venue" ──

/** Who ended a venue: its owner, an admin (with a reason, in the audit log), or its owner's account deletion. */
export type VenueRemovalCause = 'owner' | 'admin' | 'account-deleted';

/**
 * Its owner's account was deleted: the venue left every public surface at once (it is `rejected`, with
 * the account's deletion as its reason) and is deleted for good at `purgeAfter` (the grace period).
 */
export interface VenueUnpublishedV1 {
  venueId: string;
  slug: string;
  ownerUserId: string | null;
  purgeAfter: string;
  unpublishedAt: string;
}

/**
 * A venue was deleted for good: its row, hours, photos and documents are gone (storage included).
 * Every service drops what it keeps of it: connections revoked and erased, favourites and votes,
 * scores; the gateway's cache through `venue.>`.
 */
export interface VenueDeletedV1 {
  venueId: string;
  slug: string;
  ownerUserId: string | null;
  cause: VenueRemovalCause;
  deletedAt: string;
}

/**
 * An admin decided a claim of a listing (issue 32 §2, venues service). On `approved` the claimant is
 * the venue's owner from now on (and an importer leaves it alone); the auth service mails the
 * claimant; the gateway's cache drops the venue's page (`venue.>`: it no longer invites a claim).
 */
export interface VenueClaimDecidedV1 {
  claimId: string;
  venueId: string;
  slug: string;
  name: string;
  claimantUserId: string;
  status: 'approved' | 'refused';
  reason: string | null;
  decidedBy: string;
  decidedAt: string;
}

/**
 * A claim of a venue that has an owner (one owner per venue): the admin service opens a report of the
 * venue, from the claimant, for the admins to look into.
 */
export interface VenueClaimReportedV1 {
  claimId: string;
  venueId: string;
  slug: string;
  name: string;
  claimantUserId: string;
  /** What the claimant proved it with, in a sentence for the report's text (French). */
  summary: string;
  reportedAt: string;
}

export interface VoteCastV1 {
  userId: string;
  venueId: string;
  value: 0 | 1;
  castAt: string;
}

/**
 * A connection's public side after a change (issue 12). Never tokens. `counted` is what the score
 * uses: active and in good standing (`status` active); `profileUrl` is what the venue page links to.
 */
export interface ConnectionStateV1 {
  connectionId: string;
  venueId: string;
  provider: 'instagram' | 'tiktok' | 'facebook' | 'linkedin' | 'google';
  accountRef: string;
  accountName: string;
  profileUrl: string | null;
  isActive: boolean;
  status: 'active' | 'needs_reconnect';
}

/** A venue linked an account (a first connection, or the same platform connected again). */
export interface ConnectionCreatedV1 extends ConnectionStateV1 {
  connectedAt: string;
}

/** Switched on/off, marked "à reconnecter", reconnected. */
export interface ConnectionUpdatedV1 extends ConnectionStateV1 {
  updatedAt: string;
}

/** Disconnected: tokens revoked and erased. */
export interface ConnectionRemovedV1 {
  connectionId: string;
  venueId: string;
  provider: 'instagram' | 'tiktok' | 'facebook' | 'linkedin' | 'google';
  removedAt: string;
}

/**
 * A connection's figures as the platform gave them at `measuredAt` (issue 30), as the scoring worker
 * reads them (`PlatformMetrics`): a metrics read saved its snapshot, or a demo connection was seeded
 * with its own. What the venue tiles and the merchant dashboard show, dated; null where the platform
 * has no such figure (a rating on Instagram). Never tokens. A later `connection.removed`, or the
 * connection switched off or "à reconnecter", takes them away.
 */
export interface ConnectionMeasuredV1 extends Omit<PlatformMetrics, 'fresh'> {
  venueId: string;
}

/**
 * A venue's score was computed (daily run or a connection change): the composite and each platform's
 * sub-score (null where the platform does not count), from the stored computation `computationId`.
 * `state` not-scored means no counted connection: score 0, shown as "pas encore noté".
 */
export interface ScoreUpdatedV1 {
  venueId: string;
  score: number;
  computedAt: string;
  state?: 'scored' | 'not-scored';
  formulaVersion?: number;
  computationId?: string;
  platformScores?: { ig: number | null; tt: number | null; fb: number | null; li: number | null; gb: number | null };
}

/** A platform's figure held or flagged by the trust rules (SCORING.md): for the admin console. */
export interface ScoreFlaggedV1 {
  flagId: string;
  venueId: string;
  provider: 'instagram' | 'tiktok' | 'facebook' | 'linkedin' | 'google';
  kind: 'growth-anomaly' | 'engagement-anomaly';
  detail: string;
  flaggedAt: string;
}

/**
 * The venues read model counted a vote (`vote.cast` applied by the venues service): the venue's
 * count as it now stands. Published after the count is committed, so what listens to it (the
 * gateway's response cache, through `venue.>`) never reads a count older than the event.
 */
export interface VenueVotesCountedV1 {
  venueId: string;
  voteCount: number;
  countedAt: string;
}

/**
 * The venues read model applied a `score.updated` (issue 13): the venue's score as cards, feeds and
 * search now show it (null: not yet scored). Published after the commit, so what listens to it (the
 * gateway's response cache, through `venue.>`) never reads a score older than the event. An older
 * computation arriving late changes nothing and publishes nothing.
 */
export interface VenueScoreAppliedV1 {
  venueId: string;
  score: number | null;
  computedAt: string;
}

/**
 * The venues read model applied a change of a venue's social accounts (a `connection.*` event), in the
 * same transaction: the gateway's response cache (through `venue.>`) drops the venue page again, so a
 * page read between the connection's event and this one is not kept for its TTL.
 */
export interface VenueConnectionsAppliedV1 {
  venueId: string;
  provider: string;
  appliedAt: string;
}

// ── Photos and verification (issue 11) ──

/** A merchant sent a venue's documents for review: the admin console's queue follows it. */
export interface VerificationSubmittedV1 {
  venueId: string;
  ownerUserId: string | null;
  documentKinds: Array<'trade_register' | 'proof_of_address' | 'manager_identity' | 'venue_photo'>;
  submittedAt: string;
}

/** An admin approved or rejected a venue's documents; `verified` is the venue's badge after it. */
export interface VerificationDecidedV1 {
  venueId: string;
  /** For the merchant's e-mail (sent by the auth service, which knows the address). */
  venueName: string;
  venueSlug: string;
  ownerUserId: string | null;
  decision: 'approve' | 'reject';
  reason: string | null;
  verified: boolean;
  decidedBy: string;
  decidedAt: string;
}

/** A venue's photos changed (added, deleted, cover or order): cached cards and pages are stale. */
export interface VenuePhotosChangedV1 {
  venueId: string;
  coverPhotoId: string | null;
  photoCount: number;
  changedAt: string;
}

// ── Admin console (issue 14): docs/admin.md ──

/**
 * An admin approved or rejected a venue. The auth service mails the owner (it knows the address);
 * the merchant's dashboard shows the status and the reason; the admin's read model counts the
 * pending venues from it.
 */
export interface VenueModeratedV1 {
  venueId: string;
  slug: string;
  name: string;
  city: string;
  categoryId: string;
  ownerUserId: string | null;
  status: 'approved' | 'rejected';
  previousStatus: 'pending' | 'approved' | 'rejected';
  /** The reason given with a refusal (null for an approval, or a refusal without one). */
  reason: string | null;
  moderatedBy: string;
  moderatedAt: string;
}

/** An admin suspended an account: every gateway ends its sessions at once; sign-in is refused until restored. */
export interface UserSuspendedV1 {
  userId: string;
  reason: string;
  suspendedBy: string;
  suspendedAt: string;
}

export interface UserRestoredV1 {
  userId: string;
  restoredBy: string;
  restoredAt: string;
}

/** Someone signed in reported a venue (admin service). */
export interface ReportOpenedV1 {
  reportId: string;
  venueId: string;
  reporterUserId: string;
  reason: 'closed' | 'wrong_info' | 'inappropriate' | 'fraud' | 'spam' | 'other';
  openedAt: string;
}

/** An admin resolved or dismissed a report. */
export interface ReportClosedV1 {
  reportId: string;
  venueId: string;
  status: 'resolved' | 'dismissed';
  closedBy: string;
  closedAt: string;
}

/**
 * One admin action, written by the service that performed it in the transaction of the change (its
 * outbox), so no action happens without its entry. The admin service appends it to the audit log
 * (append-only; its inbox makes a redelivery one entry). `entryId` is chosen by the writer.
 */
export interface AuditRecordedV1 {
  entryId: string;
  actorUserId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel: string | null;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
  reason: string | null;
  at: string;
}

/** Test-only payload (`test.happened`): the kit's own integration tests move it around; no service publishes it. */
export interface TestHappenedV1 {
  key: string;
  /** When set, the test's handler throws this kind of error (see the service kit's tests). */
  fail?: 'permanent' | 'transient';
}

/** Type-only key: the payload type of an event exists at compile time only. */
declare const eventPayload: unique symbol;

/** One event in the catalogue: the version of its payload, and (at compile time) the payload's type. */
export interface EventDefinition<P = unknown> {
  readonly version: number;
  readonly [eventPayload]?: P;
}

/** Declares an event of the catalogue: `event<VoteCastV1>(1)`. */
export function event<P>(version: number): EventDefinition<P> {
  return { version };
}

/**
 * The catalogue of events, defined once: the subjects, the payload types and their versions. The
 * stream's subjects (`eventStreamSubjects`), the typed `EventMap` and the envelope's `version` all come
 * from here. A subject is `<entity>.<past-tense>`, lowercase words joined by hyphens where one word is
 * not enough (`user.role-changed`). A breaking change of a payload adds a new subject or
 * version; a payload is never changed in place. `test.happened` is for tests only.
 */
export const EVENTS = {
  'user.registered': event<UserRegisteredV1>(1),
  'user.updated': event<UserUpdatedV1>(1),
  'user.deleted': event<UserDeletedV1>(1),
  'user.role-changed': event<UserRoleChangedV1>(1),
  'user.plan-changed': event<UserPlanChangedV1>(1),
  // Votes that can be trusted (issue 30 §9).
  'user.email-confirmed': event<UserEmailConfirmedV1>(1),
  'venue.created': event<VenueCreatedV1>(1),
  'vote.cast': event<VoteCastV1>(1),
  'connection.updated': event<ConnectionUpdatedV1>(1),
  'score.updated': event<ScoreUpdatedV1>(1),
  // Votes (issue 8).
  'venue.votes-counted': event<VenueVotesCountedV1>(1),
  'test.happened': event<TestHappenedV1>(1),
  'venue.updated': event<VenueUpdatedV1>(1),
  // Photos and verification (issue 11).
  'verification.submitted': event<VerificationSubmittedV1>(1),
  'verification.decided': event<VerificationDecidedV1>(1),
  'venue.photos-changed': event<VenuePhotosChangedV1>(1),
  // Social connections (issue 12).
  'connection.created': event<ConnectionCreatedV1>(1),
  'connection.removed': event<ConnectionRemovedV1>(1),
  // Figures from the accounts (issue 30).
  'connection.measured': event<ConnectionMeasuredV1>(1),
  // Influence score (issue 13).
  'score.flagged': event<ScoreFlaggedV1>(1),
  'venue.score-applied': event<VenueScoreAppliedV1>(1),
  'venue.connections-applied': event<VenueConnectionsAppliedV1>(1),
  // Admin console (issue 14).
  'venue.moderated': event<VenueModeratedV1>(1),
  'user.suspended': event<UserSuspendedV1>(1),
  'user.restored': event<UserRestoredV1>(1),
  'report.opened': event<ReportOpenedV1>(1),
  'report.closed': event<ReportClosedV1>(1),
  'audit.recorded': event<AuditRecordedV1>(1),
  // A venue's end (issue 30 §5).
  'venue.unpublished': event<VenueUnpublishedV1>(1),
  'venue.deleted': event<VenueDeletedV1>(1),
  // Claiming a listing (issue 32 §2).
  'venue.claim-decided': event<VenueClaimDecidedV1>(1),
  'venue.claim-reported': event<VenueClaimReportedV1>(1),
} as const satisfies Record<string, EventDefinition>;

export type EventSubject = keyof typeof EVENTS;

/** The payload type of one subject of the catalogue. */
export type EventPayload<K extends EventSubject> = NonNullable<(typeof EVENTS)[K][typeof eventPayload]>;

/** Every event subject with its payload: a wrong subject or payload does not compile. */
export type EventMap = { [K in EventSubject]: EventPayload<K> };

/** Every subject of the catalogue, in declaration order. */
export const EVENT_SUBJECTS = /* @__PURE__ */ Object.keys(EVENTS) as EventSubject[];

/** One event a use case decides to publish, typed by the catalogue: `{ subject: 'user.registered', payload }`. */
export type DomainEvent = { [K in EventSubject]: { subject: K; payload: EventMap[K] } }[EventSubject];

/** The payload version of a subject of the catalogue. */
export function eventVersion(subject: EventSubject): number {
  return EVENTS[subject].version;
}

/** What travels on the wire for every event: the payload wrapped with its identity. */
export interface EventEnvelope<K extends string = string, P = unknown> {
  /** uuid, also the JetStream message id (de-duplication) and the inbox key. */
  id: string;
  subject: K;
  /** The version of the payload's type (`1` for `…V1`), from the catalogue. */
  version: number;
  occurredAt: string;
  requestId?: string;
  payload: P;
}
