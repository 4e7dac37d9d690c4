import { frenchOf, type LocalizedTexts } from '../i18n/localized-text.js';

/** Messages of the votes' bad input, in every language. */
export const VOTE_TEXTS = {
  invalidValue: {
    fr: 'La valeur du vote doit être 1 (voter) ou 0 (retirer son vote)',
    en: 'The vote’s value must be 1 (vote) or 0 (withdraw your vote)',
    ar: 'يجب أن تكون قيمة التصويت 1 (تصويت) أو 0 (سحب التصويت)',
  },
} as const satisfies LocalizedTexts;

/** The French of VOTE_TEXTS. */
export const VOTE_MESSAGES = /* @__PURE__ */ frenchOf(VOTE_TEXTS);

/** What a vote holds: 1 voted, 0 removed (spec, "Vote"). */
export const VOTE_VALUES = [0, 1] as const;
export type VoteValue = (typeof VOTE_VALUES)[number];

export function isVoteValue(value: unknown): value is VoteValue {
  return value === 0 || value === 1;
}
