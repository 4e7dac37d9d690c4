import { Inject, Injectable } from '@nestjs/common';
import {
  CLAIM_STATUSES,
  adminReasonOf,
  claimMatches,
  isClaimProvider,
  planVenueLimit,
  type Actor,
  type AdminClaimDto,
  type AdminClaimsRequest,
  type ClaimDto,
  type DecideClaimRequest,
  type SubmitClaimRequest,
} from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { workspaceActor } from '../../merchant/app/merchant-venues.usecases.js';
import { CLAIM_REPOSITORY, CLAIMS_CLOCK, type ClaimedVenue, type ClaimRepository, type ClaimVerdict } from './claim.repository.js';

const UUID = /^[0-9a-f-]{36}$/i;

const PROVIDER_NAMES = { instagram: 'Instagram', google: 'Google Business' } as const;

/** The report's text when a claim meets an owner: what the admins need to look into it. */
function reportSummary(venue: ClaimedVenue, account: SubmitClaimRequest['evidence']): string {
  return `Revendication d’un lieu qui a déjà un propriétaire : « ${venue.name} » est réclamé avec le compte ${PROVIDER_NAMES[account.provider]} « ${account.accountName} » (${account.accountRef}).`;
}

/**
 * The claim's rule on the locked venue (docs/merchant.md, "Claiming a venue"): only a public venue;
 * an owned one (by someone else) becomes a report; otherwise the account must match the listing and
 * the claimant's plan must have room for one more venue.
 */
export function judgeClaim(claimant: Actor, account: SubmitClaimRequest['evidence'], venue: ClaimedVenue, owned: number): ClaimVerdict {
  if (venue.status !== 'approved') return { refused: 'claim_venue_not_claimable' };
  if (venue.ownerUserId === claimant.userId) return { refused: 'claim_already_owner' };
  const matched = claimMatches(venue.listing, { handle: account.provider === 'instagram' ? account.accountRef : null, website: account.website, phone: account.phone });
  const evidence = { ...account, matched };
  if (venue.ownerUserId !== null) return { store: 'reported', evidence, summary: reportSummary(venue, account) };
  if (matched.length === 0) return { refused: 'claim_account_mismatch' };
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
      { venueId: venueId.toLowerCase(), claimant, claimantEmail: request.claimantEmail ?? null, account, at: this.now() },
      (venue, owned) => judgeClaim(claimant, account, venue, owned),
    );
    if ('refused' in outcome) throw new DomainException(outcome.refused);
    return outcome;
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
    @Inject(CLAIMS_CLOCK) private readonly now: () => Date,
  ) {}

  list(actor: Actor | undefined, request: AdminClaimsRequest): Promise<AdminClaimDto[]> {
    authorize(actor, ['admin']);
    const status = request.status ?? 'pending';
    if (!CLAIM_STATUSES.includes(status)) throw new DomainException('validation_failed');
    return this.claims.adminList(status);
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
    return outcome;
  }
}
