import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type MapVenuesDto, type MapVenuesRequest } from '@lieux/contracts';
import { RpcHandler } from '@lieux/messaging';
import { MapVenuesUseCase } from '../app/map-venues.usecase.js';

@Controller()
export class VenueMapHandler {
  constructor(@Inject(MapVenuesUseCase) private readonly mapVenues: MapVenuesUseCase) {}

  @RpcHandler(RPC.venuesMap)
  venues(@Payload() request: MapVenuesRequest): Promise<MapVenuesDto> {
    return this.mapVenues.execute(request);
  }
}
