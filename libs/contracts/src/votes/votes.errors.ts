import type { ErrorDefinitions } from '../errors/error-definition.js';

/** Votes and favourites (issue 8): the spec's sign-in message, and the anti-automation refusals. */
export const VOTES_ERRORS = {
  /** The spec's words for a signed-out vote (the vote button says the same in a toast). */
  vote_sign_in_required: { status: 401, message: 'Connectez-vous pour voter pour ce lieu', en: 'Sign in to vote for this venue', ar: 'سجّل الدخول للتصويت لهذا المكان' },
  favorite_sign_in_required: {
    status: 401,
    message: 'Connectez-vous pour enregistrer ce lieu dans vos favoris',
    en: 'Sign in to save this venue to your favourites',
    ar: 'سجّل الدخول لحفظ هذا المكان في مفضلتك',
  },
  /** An account younger than the new-account window that already holds its allowance of votes (docs/votes.md). */
  vote_account_too_new: {
    status: 403,
    message: 'Votre compte est tout récent : vous pourrez voter pour d’autres lieux dans quelques minutes.',
    en: 'Your account is brand new: you will be able to vote for other venues in a few minutes.',
    ar: 'حسابك جديد جدًا: ستتمكن من التصويت لأماكن أخرى بعد بضع دقائق.',
  },
  votes_rate_limited: {
    status: 429,
    message: 'Trop de votes en peu de temps, réessayez dans quelques minutes.',
    en: 'Too many votes in a short time, try again in a few minutes.',
    ar: 'أصوات كثيرة جدًا في وقت قصير، أعد المحاولة بعد بضع دقائق.',
  },
} as const satisfies ErrorDefinitions;
