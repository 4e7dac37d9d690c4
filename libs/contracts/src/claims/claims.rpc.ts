import type { ClaimStatus } from './claims.model.js';
import type { ClaimEvidenceDto } from './claims.dto.js';

/** `venues.claims.submit`, from the connections service once the platform named the account (as the actor). */
export interface SubmitClaimRequest {
  venueId: string;
  evidence: Omit<ClaimEvidenceDto, 'matched'>;
  /** The claimant's address (the gateway's session, carried by the consent): shown to the admins. */
  claimantEmail?: string | null;
}

/** `venues.claims.admin-list`. */
export interface AdminClaimsRequest {
  status?: ClaimStatus;
}

/** `venues.claims.decide`. */
export interface DecideClaimRequest {
  claimId: string;
  decision: 'approve' | 'refuse';
  reason?: string | null;
}
