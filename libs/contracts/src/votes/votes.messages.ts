import type { TranslationsOf } from '../i18n/localized-text.js';

/** Messages of the votes' bad input, in every language. */
export const VOTE_MESSAGES = {
  invalidValue: 'La valeur du vote doit être 1 (voter) ou 0 (retirer son vote)',
} as const;

/** VOTE_MESSAGES in English and Arabic, key by key (a message without them does not compile). */
export const VOTE_TRANSLATIONS = {
  invalidValue: { en: 'The vote’s value must be 1 (vote) or 0 (withdraw your vote)', ar: 'يجب أن تكون قيمة التصويت 1 (تصويت) أو 0 (سحب التصويت)' },
} as const satisfies TranslationsOf<typeof VOTE_MESSAGES>;

/** What a vote holds: 1 voted, 0 removed (spec, "Vote"). */
export const VOTE_VALUES = [0, 1] as const;
export type VoteValue = (typeof VOTE_VALUES)[number];

export function isVoteValue(value: unknown): value is VoteValue {
  return value === 0 || value === 1;
}
