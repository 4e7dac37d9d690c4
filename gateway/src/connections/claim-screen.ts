import { CLAIM_ERROR_PARAM, CLAIM_RESULT_PARAM, CLAIM_RESULTS, claimScreenPath } from '@lieux/contracts';

/** The claim screen with the outcome it turns into a message (the error's code: its text in the reader's language). */
export function claimScreen(slug: string, outcome: { status: 'pending' | 'reported' } | { errorCode: string }): string {
  const query = new URLSearchParams();
  if ('errorCode' in outcome) {
    query.set(CLAIM_RESULT_PARAM, CLAIM_RESULTS.error);
    query.set(CLAIM_ERROR_PARAM, outcome.errorCode);
  } else query.set(CLAIM_RESULT_PARAM, outcome.status === 'reported' ? CLAIM_RESULTS.reported : CLAIM_RESULTS.sent);
  return `${claimScreenPath(slug)}?${query.toString()}`;
}
