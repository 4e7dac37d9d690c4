import { Inject, Injectable } from '@nestjs/common';
import { isVoteValue, type Actor, type CastVoteRequest, type VenueOfActorRequest, type VoteReply } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { VENUE_LOOKUP, type VenueLookup } from '../../venue-lookup/app/venue-lookup.js';
import { isNewAccount, mayVoteForAnotherVenue, type NewAccountPolicy } from '../domain/vote-rules.js';
import { VOTE_REPOSITORY, type VoteRepository } from './vote.repository.js';

export const NEW_ACCOUNT_POLICY = Symbol('NewAccountPolicy');
export const CLOCK = Symbol('Clock');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in person, and a public venue: what every vote and favourite call starts with. */
export async function actorAndPublicVenue(
  actor: Actor | undefined,
  venueId: unknown,
  venues: VenueLookup,
  signedOut: 'vote_sign_in_required' | 'favorite_sign_in_required',
): Promise<{ userId: string; venueId: string }> {
  if (!actor) throw new DomainException(signedOut);
  if (typeof venueId !== 'string' || !UUID.test(venueId)) throw new DomainException('venue_not_found');
  const id = venueId.toLowerCase();
  if (!(await venues.isPublic(id))) throw new DomainException('venue_not_found');
  return { userId: actor.userId, venueId: id };
}

/**
 * `POST /api/places/{id}/vote`: 1 votes, 0 takes it back; the same value twice changes nothing. The
 * vote of an account whose e-mail is not confirmed is kept and shown to its author, but counted in
 * public only once the address is confirmed (issue 30 §9).
 */
@Injectable()
export class CastVoteUseCase {
  constructor(
    @Inject(VOTE_REPOSITORY) private readonly votes: VoteRepository,
    @Inject(VENUE_LOOKUP) private readonly venues: VenueLookup,
    @Inject(NEW_ACCOUNT_POLICY) private readonly policy: NewAccountPolicy,
    @Inject(CLOCK) private readonly now: () => Date,
  ) {}

  async execute(actor: Actor | undefined, request: CastVoteRequest): Promise<VoteReply> {
    if (!isVoteValue(request.value)) throw new DomainException('validation_failed');
    const { userId, venueId } = await actorAndPublicVenue(actor, request.venueId, this.venues, 'vote_sign_in_required');
    const at = this.now();
    if (request.value === 1 && isNewAccount(new Date(request.accountCreatedAt), at, this.policy)) {
      const held = await this.votes.venuesVotedFor(userId, venueId);
      if (!mayVoteForAnotherVenue({ newAccount: true, alreadyHasVenue: held.includesVenue, venuesVotedFor: held.count }, this.policy)) {
        throw new DomainException('vote_account_too_new');
      }
    }
    const stored = await this.votes.set({ userId, venueId, value: request.value, at, emailConfirmed: request.emailConfirmed === true });
    // A vote kept uncounted while the address was being confirmed: the confirmation's recount may have
    // run before this vote was committed, so it is counted now (docs/votes.md, "Confirmed e-mail").
    if (stored.changed && !stored.counted && request.value === 1 && (await this.votes.isConfirmedVoter(userId))) await this.votes.countVotesOf(userId, at);
    return { value: request.value };
  }
}

/** `GET /api/places/{id}/vote`: the person's vote, 0 when none. */
@Injectable()
export class GetVoteUseCase {
  constructor(
    @Inject(VOTE_REPOSITORY) private readonly votes: VoteRepository,
    @Inject(VENUE_LOOKUP) private readonly venues: VenueLookup,
  ) {}

  async execute(actor: Actor | undefined, request: VenueOfActorRequest): Promise<VoteReply> {
    const { userId, venueId } = await actorAndPublicVenue(actor, request.venueId, this.venues, 'vote_sign_in_required');
    return { value: await this.votes.valueOf(userId, venueId) };
  }
}
