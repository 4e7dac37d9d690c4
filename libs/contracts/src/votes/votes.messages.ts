/** French messages of the votes' bad input. */
export const VOTE_MESSAGES = {
  invalidValue: 'La valeur du vote doit être 1 (voter) ou 0 (retirer son vote)',
} as const;

/** What a vote holds: 1 voted, 0 removed (spec, "Vote"). */
export const VOTE_VALUES = [0, 1] as const;
export type VoteValue = (typeof VOTE_VALUES)[number];

export function isVoteValue(value: unknown): value is VoteValue {
  return value === 0 || value === 1;
}
