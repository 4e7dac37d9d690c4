import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type Actor, type DeleteVenueReply, type DeleteVenueRequest } from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { VenueRemovalUseCases } from '../app/venue-removal.usecases.js';

/** `venues.venues.delete`: a venue deleted for good by its owner, or an admin with a reason. */
@Controller()
export class VenueRemovalHandler {
  constructor(@Inject(VenueRemovalUseCases) private readonly removal: VenueRemovalUseCases) {}

  @RpcHandler(RPC.venuesDelete)
  delete(@Payload() request: DeleteVenueRequest, @CurrentActor() actor: Actor | undefined): Promise<DeleteVenueReply> {
    return this.removal.deleteByActor(actor, request);
  }
}
