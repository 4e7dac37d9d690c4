import type { ErrorDefinitions } from '../errors/error-definition.js';

/** Votes and favourites (issue 8): the spec's sign-in message, and the anti-automation refusals. */
export const VOTES_ERRORS = {
  /** The spec's words for a signed-out vote (the vote button says the same in a toast). */
  vote_sign_in_required: { status: 401, message: 'Connectez-vous pour voter pour ce lieu' },
  favorite_sign_in_required: { status: 401, message: 'Connectez-vous pour enregistrer ce lieu dans vos favoris' },
  /** An account younger than the new-account window that already holds its allowance of votes (docs/votes.md). */
  vote_account_too_new: { status: 403, message: 'Votre compte est tout récent : vous pourrez voter pour d’autres lieux dans quelques minutes.' },
  votes_rate_limited: { status: 429, message: 'Trop de votes en peu de temps, réessayez dans quelques minutes.' },
} as const satisfies ErrorDefinitions;
