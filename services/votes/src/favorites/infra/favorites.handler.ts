import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type Actor, type FavoriteReply, type NoPayload, type VenueDto, type VenueOfActorRequest } from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { FavoriteUseCases } from '../app/favorite.usecases.js';

@Controller()
export class FavoritesHandler {
  constructor(@Inject(FavoriteUseCases) private readonly favorites: FavoriteUseCases) {}

  @RpcHandler(RPC.favoritesAdd)
  add(@Payload() request: VenueOfActorRequest, @CurrentActor() actor: Actor | undefined): Promise<FavoriteReply> {
    return this.favorites.add(actor, request);
  }

  @RpcHandler(RPC.favoritesRemove)
  remove(@Payload() request: VenueOfActorRequest, @CurrentActor() actor: Actor | undefined): Promise<FavoriteReply> {
    return this.favorites.remove(actor, request);
  }

  @RpcHandler(RPC.favoritesShow)
  show(@Payload() request: VenueOfActorRequest, @CurrentActor() actor: Actor | undefined): Promise<FavoriteReply> {
    return this.favorites.show(actor, request);
  }

  @RpcHandler(RPC.favoritesList)
  list(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<VenueDto[]> {
    return this.favorites.list(actor);
  }
}
