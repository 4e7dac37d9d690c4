import type { ClaimStatus } from './claims.model.js';
import type { ClaimEvidenceDto } from './claims.dto.js';
import type { DocumentKind } from '../photos/photos.model.js';
import type { QuarantinedUpload } from '../photos/photos.rpc.js';

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

/** `venues.claims.submit-documents`: the gateway quarantined each file part; the service checks the bytes. */
export interface SubmitClaimDocumentsRequest {
  venueId: string;
  documents: Array<QuarantinedUpload & { kind: DocumentKind }>;
  claimantEmail?: string | null;
}

/** `venues.claims.open-document`: an admin opens a claim's document (the gateway checked the link). */
export interface OpenClaimDocumentRequest {
  documentId: string;
}
