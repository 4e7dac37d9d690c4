/**
 * The rules of a vote. One vote per person and venue, 1 (voted) or 0 (taken back); setting the
 * value it already has changes nothing and tells nobody. Anti-automation: an account younger than
 * the new-account window may vote for a few venues only (its allowance), so a person who signs up
 * to vote for a place votes at once, while throwaway accounts made by a script are worth little.
 */
export interface NewAccountPolicy {
  windowMinutes: number;
  allowance: number;
}

export function isNewAccount(accountCreatedAt: Date, now: Date, policy: NewAccountPolicy): boolean {
  // An unreadable creation date counts as new: the gateway always sends the session's.
  if (Number.isNaN(accountCreatedAt.getTime())) return true;
  return now.getTime() - accountCreatedAt.getTime() < policy.windowMinutes * 60_000;
}

/**
 * Whether a vote for one more venue is allowed. Changing a vote the person already has (taking it
 * back, voting again) is always allowed: it adds no venue.
 */
export function mayVoteForAnotherVenue(input: { newAccount: boolean; alreadyHasVenue: boolean; venuesVotedFor: number }, policy: NewAccountPolicy): boolean {
  if (!input.newAccount || input.alreadyHasVenue) return true;
  return input.venuesVotedFor < policy.allowance;
}
