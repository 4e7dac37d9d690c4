import type { ExportedFavoriteDto, ExportedVoteDto } from './votes.dto.js';
import type { VoteValue } from './votes.messages.js';

/**
 * `votes.votes.cast`: the actor's vote for a venue; `accountCreatedAt` and `emailConfirmed` are the
 * session's (the gateway's word). An unconfirmed account's vote is kept, not counted in public (issue 30 §9).
 */
export interface CastVoteRequest {
  venueId: string;
  value: VoteValue;
  accountCreatedAt: string;
  emailConfirmed: boolean;
}

/** `votes.votes.show`, `votes.favorites.add` / `remove`: one venue, for the actor. */
export interface VenueOfActorRequest {
  venueId: string;
}

export interface VoteReply {
  value: VoteValue;
}

export interface FavoriteReply {
  favorite: boolean;
}

/** `venues.places.votable`: which of these venues the public may see (and so vote for). */
export interface PublicVenueIdsRequest {
  venueIds: string[];
}

export interface PublicVenueIdsReply {
  publicIds: string[];
}

/** `venues.places.cards`: the public venues of these ids, as cards, in the order asked. */
export interface VenueCardsRequest {
  venueIds: string[];
}

/** `votes.account.data`: every vote and favourite the votes service keeps of the actor (their data export). */
export interface VotesAccountDataReply {
  votes: Omit<ExportedVoteDto, 'venueName'>[];
  favorites: Omit<ExportedFavoriteDto, 'venueName'>[];
}
