import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type Actor, type AdminIncidentReply, type NoPayload, type OpenIncidentRequest, type PostIncidentUpdateRequest } from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { ListIncidentsUseCase, OpenIncidentAsAdminUseCase, PostIncidentUpdateUseCase } from '../app/admin-incidents.usecases.js';

@Controller()
export class AdminIncidentsHandler {
  constructor(
    @Inject(ListIncidentsUseCase) private readonly listIncidents: ListIncidentsUseCase,
    @Inject(OpenIncidentAsAdminUseCase) private readonly openIncident: OpenIncidentAsAdminUseCase,
    @Inject(PostIncidentUpdateUseCase) private readonly postUpdate: PostIncidentUpdateUseCase,
  ) {}

  @RpcHandler(RPC.adminIncidentsList)
  list(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<AdminIncidentReply[]> {
    return this.listIncidents.execute(actor);
  }

  @RpcHandler(RPC.adminIncidentOpen)
  open(@Payload() request: OpenIncidentRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminIncidentReply> {
    return this.openIncident.execute(actor, request);
  }

  @RpcHandler(RPC.adminIncidentPostUpdate)
  update(@Payload() request: PostIncidentUpdateRequest, @CurrentActor() actor: Actor | undefined): Promise<AdminIncidentReply> {
    return this.postUpdate.execute(actor, request);
  }
}
