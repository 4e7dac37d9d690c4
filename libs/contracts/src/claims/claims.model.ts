/**
 * Claiming a listing (issue 32 §2, docs/merchant.md "Claiming a venue"): a merchant asks to own an
 * approved venue nobody owns (`owner_user_id is null`, e.g. imported from OpenStreetMap) and proves it
 * with a connected account whose website, phone or handle is the listing's; an admin approves or
 * refuses it with a reason.
 */
export const CLAIM_STATUSES = ['pending', 'approved', 'refused', 'reported'] as const;
/** `reported`: the venue had an owner already — the claim became a report for the admins. */
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * How the claimant proves the venue is theirs: a connected account that matches the listing, or
 * verification documents (the same kinds as the owner's verification, attached to the claim itself).
 */
export const CLAIM_METHODS = ['account', 'documents'] as const;
export type ClaimMethod = (typeof CLAIM_METHODS)[number];

/**
 * The platforms whose account says where the business is: Instagram (its handle, its profile's
 * website) and Google Business (the listing's website and phone). Sandbox accounts carry the same
 * fields (the sandbox's consent page asks for them).
 */
export const CLAIM_PROVIDERS = ['instagram', 'google'] as const;
export type ClaimProvider = (typeof CLAIM_PROVIDERS)[number];

export function isClaimProvider(value: unknown): value is ClaimProvider {
  return typeof value === 'string' && (CLAIM_PROVIDERS as readonly string[]).includes(value);
}

/** What matched between the account and the listing (ClaimMatchRule, claim-match.ts). */
export const CLAIM_MATCH_FIELDS = ['website', 'phone', 'handle'] as const;
export type ClaimMatchField = (typeof CLAIM_MATCH_FIELDS)[number];

/** The claim screen, `/merchant/revendiquer/{slug}`; the consent flow comes back to it with `?revendication=`. */
export const CLAIM_SCREEN_PATH = '/merchant/revendiquer';
export const claimScreenPath = (slug: string): string => `${CLAIM_SCREEN_PATH}/${encodeURIComponent(slug)}`;
/** The query parameter of the claim screen's outcome, and its values. */
export const CLAIM_RESULT_PARAM = 'revendication';
export const CLAIM_RESULTS = { sent: 'envoyee', reported: 'signalee', error: 'erreur' } as const;
/** With `revendication=erreur`: the error code (the screen shows its message in the reader's language). */
export const CLAIM_ERROR_PARAM = 'code';

/** The venue page's call to claim and the FAQ's anchor (spec §FAQ `revendiquer-lieu`). */
export const CLAIM_MESSAGES = {
  invitation: 'C’est votre établissement ? Revendiquez-le',
  faqAnchor: 'revendiquer-lieu',
} as const;

/** An approved claim's venue counts against the plan: the same limit as creating one (PLAN_VENUE_LIMITS). */

/**
 * The claim with documents (`POST /api/claims/{slug}/documents`): one multipart request whose file
 * parts are named by their kind (DOCUMENT_KINDS); the required kinds are the verification's
 * (REQUIRED_DOCUMENT_KINDS), at most one file per kind. The files follow DOCUMENT_LIMITS.
 */
export const CLAIM_DOCUMENTS_MAX = 4;
/** The path a claim document's signed link signs: the gateway's admin route. */
export const claimDocumentPath = (documentId: string): string => `/api/admin/claims/documents/${documentId}`;
