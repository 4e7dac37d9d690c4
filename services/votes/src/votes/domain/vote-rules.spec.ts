import { isNewAccount, mayVoteForAnotherVenue } from './vote-rules.js';

const policy = { windowMinutes: 10, allowance: 3 };
const now = new Date('2026-11-22T10:00:00.000Z');

describe('the new-account rule of votes', () => {
  it('calls an account new during its first window minutes only', () => {
    expect(isNewAccount(new Date('2026-11-22T09:55:00.000Z'), now, policy)).toBe(true);
    expect(isNewAccount(new Date('2026-11-22T09:50:00.000Z'), now, policy)).toBe(false);
    expect(isNewAccount(new Date('2025-01-01T00:00:00.000Z'), now, policy)).toBe(false);
  });

  it('treats an unreadable creation date as new', () => {
    expect(isNewAccount(new Date('pas une date'), now, policy)).toBe(true);
  });

  it('lets a new account vote for its allowance of venues, then refuses another venue', () => {
    expect(mayVoteForAnotherVenue({ newAccount: true, alreadyHasVenue: false, venuesVotedFor: 0 }, policy)).toBe(true);
    expect(mayVoteForAnotherVenue({ newAccount: true, alreadyHasVenue: false, venuesVotedFor: 2 }, policy)).toBe(true);
    expect(mayVoteForAnotherVenue({ newAccount: true, alreadyHasVenue: false, venuesVotedFor: 3 }, policy)).toBe(false);
  });

  it('always lets a new account change a vote it has, and an older account vote anywhere', () => {
    expect(mayVoteForAnotherVenue({ newAccount: true, alreadyHasVenue: true, venuesVotedFor: 3 }, policy)).toBe(true);
    expect(mayVoteForAnotherVenue({ newAccount: false, alreadyHasVenue: false, venuesVotedFor: 500 }, policy)).toBe(true);
  });
});
