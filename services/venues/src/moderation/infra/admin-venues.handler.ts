import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type Actor, type AdminPage, type AdminVenueRow, type AdminVenuesRequest, type ModerateVenueRequest } from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { ListAdminVenuesUseCase, ModerateVenueUseCase } from '../app/admin-venues.usecases.js';

/** The admin console's venues tab (issue 14). */
@Controller()
export class AdminVenuesHandler {
  constructor(
    @Inject(ListAdminVenuesUseCase) private readonly listVenues: ListAdminVenuesUseCase,
    @Inject(ModerateVenueUseCase) private readonly moderateVenue: ModerateVenueUseCase,
  ) {}

  @RpcHandler(RPC.venuesAdminList)
  list(@Payload() request: AdminVenuesRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminPage<AdminVenueRow>> {
    return this.listVenues.list(actor, request);
  }

  @RpcHandler(RPC.venuesAdminModerate)
  moderate(@Payload() request: ModerateVenueRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminVenueRow> {
    return this.moderateVenue.execute(actor, request);
  }
}
