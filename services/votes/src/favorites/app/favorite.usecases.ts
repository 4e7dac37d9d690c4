import { Inject, Injectable } from '@nestjs/common';
import type { Actor, FavoriteReply, VenueDto, VenueOfActorRequest } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { VENUE_LOOKUP, type VenueLookup } from '../../venue-lookup/app/venue-lookup.js';
import { actorAndPublicVenue, CLOCK } from '../../votes/app/vote.usecases.js';
import { FAVORITE_REPOSITORY, type FavoriteRepository } from './favorite.repository.js';

/** 'Mes favoris' shows this many at most (a person's list, not a catalogue). */
export const FAVORITES_LIMIT = 200;

/** `POST` / `DELETE` / `GET /api/places/{id}/favorite`: a public venue in or out of the person's favourites. */
@Injectable()
export class FavoriteUseCases {
  constructor(
    @Inject(FAVORITE_REPOSITORY) private readonly favorites: FavoriteRepository,
    @Inject(VENUE_LOOKUP) private readonly venues: VenueLookup,
    @Inject(CLOCK) private readonly now: () => Date,
  ) {}

  async add(actor: Actor | undefined, request: VenueOfActorRequest): Promise<FavoriteReply> {
    const { userId, venueId } = await actorAndPublicVenue(actor, request.venueId, this.venues, 'favorite_sign_in_required');
    await this.favorites.add(userId, venueId, this.now());
    return { favorite: true };
  }

  /** No venue check: a favourite whose venue is no longer public can still be removed. */
  async remove(actor: Actor | undefined, request: VenueOfActorRequest): Promise<FavoriteReply> {
    if (!actor) throw new DomainException('favorite_sign_in_required');
    if (typeof request.venueId === 'string') await this.favorites.remove(actor.userId, request.venueId.toLowerCase());
    return { favorite: false };
  }

  async show(actor: Actor | undefined, request: VenueOfActorRequest): Promise<FavoriteReply> {
    const { userId, venueId } = await actorAndPublicVenue(actor, request.venueId, this.venues, 'favorite_sign_in_required');
    return { favorite: await this.favorites.has(userId, venueId) };
  }

  /** `GET /api/favorites`: the public ones, as cards, most recent first. */
  async list(actor: Actor | undefined): Promise<VenueDto[]> {
    if (!actor) throw new DomainException('favorite_sign_in_required');
    return this.venues.cards(await this.favorites.venueIdsOf(actor.userId, FAVORITES_LIMIT));
  }
}
