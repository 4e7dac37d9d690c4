import type { Actor, AdminClaimDto, ClaimDto, ClaimEvidence, ClaimEvidenceDto, ClaimListing, ClaimStatus, SubscriptionPlan } from '@lieux/contracts';
import type { StoredDocument } from '../../photos/infra/verification.repository.postgres.js';

/** The claim as it is asked: the account the platform named, before the match rule reads it. */
export interface ClaimAttempt {
  venueId: string;
  claimant: Actor;
  claimantEmail: string | null;
  /** The account it is proven with; null: proven with documents (`documents`). */
  account: Omit<ClaimEvidenceDto, 'matched'> | null;
  /** A claim with documents: its files, checked and stored already (encrypted); the rows are written with the claim. */
  documents: ClaimDocumentFile[];
  at: Date;
}

/** A claim's document as stored: the bytes are in object storage under `storageKey`, encrypted with `keyId`. */
export type ClaimDocumentFile = Omit<StoredDocument, 'venueId' | 'uploadedAt'>;

export interface StoredClaimDocument extends ClaimDocumentFile {
  claimId: string;
  uploadedAt: string;
}

/** An admin's view of a claim as read: its documents without their links yet (the use case signs them). */
export type AdminClaimRow = Omit<AdminClaimDto, 'documents'> & { documents: Array<Omit<StoredClaimDocument, 'claimId' | 'storageKey' | 'keyId'>> };

/** What the rule sees of the venue, under its row lock. */
export interface ClaimedVenue {
  id: string;
  slug: string;
  name: string;
  status: string;
  ownerUserId: string | null;
  listing: ClaimListing;
}

/** The use case's verdict on the locked venue: store as pending, store as a report, or refuse. */
export type ClaimVerdict =
  | { store: 'pending'; evidence: ClaimEvidence }
  | { store: 'reported'; evidence: ClaimEvidence; summary: string }
  | { refused: ClaimRefusal };

export type ClaimRefusal = 'claim_venue_not_claimable' | 'claim_already_owner' | 'claim_account_mismatch' | 'claim_plan_full';

export interface ClaimDecision {
  claimId: string;
  decision: 'approve' | 'refuse';
  reason: string | null;
  admin: Actor;
  at: Date;
  /** The claimant's limit of venues on the plan they had when asking; null: no limit. */
  limitOf: (plan: SubscriptionPlan) => number | null;
}

export type DecisionRefusal = 'claim_not_found' | 'claim_already_decided' | 'claim_venue_taken' | 'claim_plan_full';

/** Claims in `venues.venue_claims`; each write commits its events (outbox) and audit entry with the change. */
export interface ClaimRepository {
  /** Locks the venue, asks `judge`, stores the claim (pending or reported) with its events; `claim_already_pending` on a second pending one. */
  submit(attempt: ClaimAttempt, judge: (venue: ClaimedVenue, owned: number) => ClaimVerdict): Promise<ClaimDto | { refused: ClaimRefusal | 'claim_already_pending' }>;
  mine(claimantUserId: string): Promise<ClaimDto[]>;
  adminList(status: ClaimStatus): Promise<AdminClaimRow[]>;
  decide(decision: ClaimDecision): Promise<AdminClaimRow | { refused: DecisionRefusal }>;
  /** A claim's document, for an admin to open. */
  document(documentId: string): Promise<StoredClaimDocument | undefined>;
  /** The documents of claims decided before `cutoff` (retention), oldest first. */
  documentsDecidedBefore(cutoff: Date, limit: number): Promise<StoredClaimDocument[]>;
  deleteDocumentRow(documentId: string): Promise<void>;
}

export const CLAIM_REPOSITORY = Symbol('ClaimRepository');
export const CLAIMS_CLOCK = Symbol('ClaimsClock');
