import type { ErrorDefinitions, ErrorTranslations } from '../errors/error-definition.js';

/** Votes and favourites (issue 8): the spec's sign-in message, and the anti-automation refusals. */
export const VOTES_ERRORS = {
  /** The spec's words for a signed-out vote (the vote button says the same in a toast). */
  vote_sign_in_required: { status: 401, message: 'Connectez-vous pour voter pour ce lieu' },
  favorite_sign_in_required: { status: 401, message: 'Connectez-vous pour enregistrer ce lieu dans vos favoris' },
  /** An account younger than the new-account window that already holds its allowance of votes (docs/votes.md). */
  vote_account_too_new: { status: 403, message: 'Votre compte est tout récent : vous pourrez voter pour d’autres lieux dans quelques minutes.' },
  votes_rate_limited: { status: 429, message: 'Trop de votes en peu de temps, réessayez dans quelques minutes.' },
} as const satisfies ErrorDefinitions;

/** VOTES_ERRORS in English and Arabic, code by code (a code without them does not compile). */
export const VOTES_ERROR_TRANSLATIONS = {
  vote_sign_in_required: { en: 'Sign in to vote for this venue', ar: 'سجّل الدخول للتصويت لهذا المكان' },
  favorite_sign_in_required: { en: 'Sign in to save this venue to your favourites', ar: 'سجّل الدخول لحفظ هذا المكان في مفضلتك' },
  vote_account_too_new: {
    en: 'Your account is brand new: you will be able to vote for other venues in a few minutes.',
    ar: 'حسابك جديد جدًا: ستتمكن من التصويت لأماكن أخرى بعد بضع دقائق.',
  },
  votes_rate_limited: { en: 'Too many votes in a short time, try again in a few minutes.', ar: 'أصوات كثيرة جدًا في وقت قصير، أعد المحاولة بعد بضع دقائق.' },
} as const satisfies ErrorTranslations<typeof VOTES_ERRORS>;
