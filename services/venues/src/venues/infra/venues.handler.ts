import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type Actor, type HomeFeedRequest, type PublicStatsDto, type ResolvedPlace, type SearchVenuesRequest, type ShowPlaceRequest, type VenueDetailDto, type VenuePage } from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { HomeFeedUseCase, PublicStatsUseCase, ResolvePlaceUseCase, SearchVenuesUseCase, ShowPlaceUseCase } from '../app/venue-queries.usecases.js';

@Controller()
export class VenuesHandler {
  constructor(
    @Inject(HomeFeedUseCase) private readonly homeFeed: HomeFeedUseCase,
    @Inject(SearchVenuesUseCase) private readonly searchVenues: SearchVenuesUseCase,
    @Inject(ShowPlaceUseCase) private readonly showPlace: ShowPlaceUseCase,
    @Inject(PublicStatsUseCase) private readonly publicStats: PublicStatsUseCase,
    @Inject(ResolvePlaceUseCase) private readonly resolvePlace: ResolvePlaceUseCase,
  ) {}

  @RpcHandler(RPC.venuesHomeFeed)
  feed(@Payload() request: HomeFeedRequest): Promise<VenuePage> {
    return this.homeFeed.execute(request);
  }

  @RpcHandler(RPC.venuesSearch)
  search(@Payload() request: SearchVenuesRequest): Promise<VenuePage> {
    return this.searchVenues.execute(request);
  }

  @RpcHandler(RPC.venuesShowPlace)
  show(@Payload() request: ShowPlaceRequest, @CurrentActor() actor: Actor | undefined): Promise<VenueDetailDto> {
    return this.showPlace.execute(String(request.slug ?? ''), actor);
  }

  @RpcHandler(RPC.venuesResolvePlace)
  resolve(@Payload() request: ShowPlaceRequest, @CurrentActor() actor: Actor | undefined): Promise<ResolvedPlace> {
    return this.resolvePlace.execute(String(request.slug ?? ''), actor);
  }

  @RpcHandler(RPC.venuesPublicStats)
  stats(): Promise<PublicStatsDto> {
    return this.publicStats.execute();
  }
}
