import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  CLAIM_DOCUMENTS_MAX,
  CLAIM_STATUSES,
  DOCUMENT_KINDS,
  claimDocumentPath,
  missingRequiredDocuments,
  adminReasonOf,
  claimMatches,
  isClaimProvider,
  planVenueLimit,
  type Actor,
  type AdminClaimDto,
  type AdminClaimsRequest,
  type ClaimDto,
  type DecideClaimRequest,
  type OpenClaimDocumentRequest,
  type OpenDocumentReply,
  type SubmitClaimDocumentsRequest,
  type SubmitClaimRequest,
} from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { workspaceActor } from '../../merchant/app/merchant-venues.usecases.js';
import { FILE_SECRETS, OBJECT_STORAGE, QUARANTINE_KEY, type FileSecrets, type ObjectStorage } from '../../photos/app/files.js';
import { asDomainError } from '../../photos/app/photos.usecases.js';
import { documentDto, documentKey, storeEncryptedDocument } from '../../photos/app/verification.usecases.js';
import { displayFileName } from '../../photos/domain/photo-image.js';
import { CLAIM_REPOSITORY, CLAIMS_CLOCK, type AdminClaimRow, type ClaimDocumentFile, type ClaimedVenue, type ClaimRepository, type ClaimVerdict } from './claim.repository.js';

const UUID = /^[0-9a-f-]{36}$/i;

const PROVIDER_NAMES = { instagram: 'Instagram', google: 'Google Business' } as const;

/** The account a claim is proven with; null: proven with documents. */
type ClaimAccount = SubmitClaimRequest['evidence'] | null;

/** The report's text when a claim meets an owner: what the admins need to look into it. */
function reportSummary(venue: ClaimedVenue, account: ClaimAccount): string {
  const proof = account === null ? 'avec des justificatifs' : `avec le compte ${PROVIDER_NAMES[account.provider]} « ${account.accountName} » (${account.accountRef})`;
  return `Revendication d’un lieu qui a déjà un propriétaire : « ${venue.name} » est réclamé ${proof}.`;
}

/**
 * The claim's rule on the locked venue (docs/merchant.md, "Claiming a venue"): only a public venue;
 * an owned one (by someone else) becomes a report; otherwise the account must match the listing and
 * the claimant's plan must have room for one more venue.
 */
export function judgeClaim(claimant: Actor, account: ClaimAccount, venue: ClaimedVenue, owned: number): ClaimVerdict {
  if (venue.status !== 'approved') return { refused: 'claim_venue_not_claimable' };
  if (venue.ownerUserId === claimant.userId) return { refused: 'claim_already_owner' };
  // Documents are judged by the admin who reads them; an account, by the match rule.
  const matched = account === null ? null : claimMatches(venue.listing, { handle: account.provider === 'instagram' ? account.accountRef : null, website: account.website, phone: account.phone });
  const evidence = account === null || matched === null ? null : { ...account, matched };
  if (venue.ownerUserId !== null) return { store: 'reported', evidence, summary: reportSummary(venue, account) };
  if (matched !== null && matched.length === 0) return { refused: 'claim_account_mismatch' };
  const limit = claimant.role === 'admin' ? null : planVenueLimit(claimant.plan);
  if (limit !== null && owned >= limit) return { refused: 'claim_plan_full' };
  return { store: 'pending', evidence };
}

/**
 * `venues.claims.submit` (from the connections service, as the claimant, once the platform named the
 * account): a pending claim, a report (the venue has an owner), or a coded refusal that stores nothing.
 */
@Injectable()
export class SubmitClaimUseCase {
  constructor(
    @Inject(CLAIM_REPOSITORY) private readonly claims: ClaimRepository,
    @Inject(CLAIMS_CLOCK) private readonly now: () => Date,
  ) {}

  async execute(actor: Actor | undefined, request: SubmitClaimRequest): Promise<ClaimDto> {
    const claimant = workspaceActor(actor);
    const venueId = String(request.venueId ?? '');
    if (!UUID.test(venueId)) throw new DomainException('claim_venue_not_claimable');
    const account = request.evidence;
    if (!account || !isClaimProvider(account.provider)) throw new DomainException('claim_provider_invalid');
    const outcome = await this.claims.submit(
      { venueId: venueId.toLowerCase(), claimant, claimantEmail: request.claimantEmail ?? null, account, documents: [], at: this.now() },
      (venue, owned) => judgeClaim(claimant, account, venue, owned),
    );
    if ('refused' in outcome) throw new DomainException(outcome.refused);
    return outcome;
  }
}

/**
 * `venues.claims.submit-documents` (`POST /api/claims/{slug}/documents`): the claim proven with the
 * verification's kinds of documents. Each file is checked by its bytes and stored encrypted before
 * the claim is judged (the same rules as with an account, without the match); whatever is not kept —
 * a refusal, a claim that became a report — is deleted, and the quarantine objects always are.
 */
@Injectable()
export class SubmitClaimDocumentsUseCase {
  constructor(
    @Inject(CLAIM_REPOSITORY) private readonly claims: ClaimRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(FILE_SECRETS) private readonly secrets: FileSecrets,
    @Inject(CLAIMS_CLOCK) private readonly now: () => Date,
  ) {}

  async execute(actor: Actor | undefined, request: SubmitClaimDocumentsRequest): Promise<ClaimDto> {
    const uploads = Array.isArray(request.documents) ? request.documents : [];
    const stored: ClaimDocumentFile[] = [];
    let kept = false;
    try {
      const claimant = workspaceActor(actor);
      const venueId = String(request.venueId ?? '').toLowerCase();
      if (!UUID.test(venueId)) throw new DomainException('claim_venue_not_claimable');
      const kinds = uploads.map((upload) => upload.kind);
      if (kinds.some((kind) => !DOCUMENT_KINDS.includes(kind))) throw new DomainException('document_kind_invalid');
      if (uploads.length > CLAIM_DOCUMENTS_MAX || new Set(kinds).size !== kinds.length || missingRequiredDocuments(kinds).length > 0) throw new DomainException('claim_documents_missing');
      for (const upload of uploads) {
        const id = randomUUID();
        const storageKey = documentKey(venueId, `claims/${id}`);
        const { contentType, size } = await storeEncryptedDocument(this.storage, this.secrets, upload.quarantineKey, storageKey);
        stored.push({ id, kind: upload.kind, fileName: displayFileName(String(upload.fileName ?? '')), size, contentType, storageKey, keyId: this.secrets.documentsKey.id });
      }
      const outcome = await this.claims.submit(
        { venueId, claimant, claimantEmail: request.claimantEmail ?? null, account: null, documents: stored, at: this.now() },
        (venue, owned) => judgeClaim(claimant, null, venue, owned),
      );
      if ('refused' in outcome) throw new DomainException(outcome.refused);
      kept = outcome.status === 'pending';
      return outcome;
    } catch (error) {
      throw asDomainError(error);
    } finally {
      if (!kept) for (const document of stored) await this.storage.delete(document.storageKey).catch(() => undefined);
      for (const upload of uploads) if (typeof upload.quarantineKey === 'string' && QUARANTINE_KEY.test(upload.quarantineKey)) await this.storage.delete(upload.quarantineKey).catch(() => undefined);
    }
  }
}

/** `GET /api/claims`: the signed-in user's claims, newest first. */
@Injectable()
export class ListMyClaimsUseCase {
  constructor(@Inject(CLAIM_REPOSITORY) private readonly claims: ClaimRepository) {}

  mine(actor: Actor | undefined): Promise<ClaimDto[]> {
    return this.claims.mine(authorize(actor).userId);
  }
}

/** The admin console's claims: `list` (pending first come, first served) and `decide`. */
@Injectable()
export class AdminClaimsUseCases {
  constructor(
    @Inject(CLAIM_REPOSITORY) private readonly claims: ClaimRepository,
    @Inject(FILE_SECRETS) private readonly secrets: FileSecrets,
    @Inject(CLAIMS_CLOCK) private readonly now: () => Date,
  ) {}

  async list(actor: Actor | undefined, request: AdminClaimsRequest): Promise<AdminClaimDto[]> {
    authorize(actor, ['admin']);
    const status = request.status ?? 'pending';
    if (!CLAIM_STATUSES.includes(status)) throw new DomainException('validation_failed');
    return (await this.claims.adminList(status)).map((row) => this.withLinks(row));
  }

  /** A claim's document for an admin (the gateway checked the signed link already); the bytes stay encrypted until the gateway. */
  async openDocument(actor: Actor | undefined, request: OpenClaimDocumentRequest): Promise<OpenDocumentReply> {
    authorize(actor, ['admin']);
    const documentId = String(request?.documentId ?? '');
    const document = UUID.test(documentId) ? await this.claims.document(documentId) : undefined;
    if (!document) throw new DomainException('document_not_found');
    return { storageKey: document.storageKey, contentType: document.contentType, isPublic: false, fileName: document.fileName, size: document.size, keyId: document.keyId };
  }

  /** The documents' short-lived links, signed for the admin route (never public). */
  private withLinks(row: AdminClaimRow): AdminClaimDto {
    const now = this.now();
    return {
      ...row,
      documents: row.documents.map((document) => documentDto(document, this.secrets.linkSecret, claimDocumentPath(document.id), now)),
    };
  }

  /** Approve (the claimant owns the venue, within their plan) or refuse with a reason (required). */
  async decide(actor: Actor | undefined, request: DecideClaimRequest): Promise<AdminClaimDto> {
    const admin = authorize(actor, ['admin']);
    if (request.decision !== 'approve' && request.decision !== 'refuse') throw new DomainException('validation_failed');
    const reason = request.reason === undefined || request.reason === null ? null : adminReasonOf(request.reason);
    if (request.decision === 'refuse' && reason === null) throw new DomainException('admin_reason_invalid');
    if (request.decision === 'approve' && request.reason !== undefined && request.reason !== null && reason === null) throw new DomainException('admin_reason_invalid');
    const claimId = String(request.claimId ?? '');
    if (!UUID.test(claimId)) throw new DomainException('claim_not_found');
    const outcome = await this.claims.decide({ claimId, decision: request.decision, reason, admin, at: this.now(), limitOf: (plan) => planVenueLimit(plan) });
    if ('refused' in outcome) throw new DomainException(outcome.refused);
    return this.withLinks(outcome);
  }
}
