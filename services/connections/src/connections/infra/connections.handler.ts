import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  RPC,
  type Actor,
  type ConnectionDto,
  type ConnectionsAccountDataReply,
  type ConnectionProvidersReply,
  type FinishConnectionReply,
  type FinishConnectionRequest,
  type ListConnectionsRequest,
  type NoPayload,
  type PullMetricsReply,
  type PullMetricsRequest,
  type RemoveConnectionRequest,
  type StartConnectionReply,
  type StartConnectionRequest,
  type UpdateConnectionRequest,
} from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { ConnectUseCases } from '../app/connect.usecases.js';
import { ManageConnectionsUseCases } from '../app/manage.usecases.js';
import { MetricsUseCases } from '../app/metrics.usecases.js';

@Controller()
export class ConnectionsHandler {
  constructor(
    @Inject(ConnectUseCases) private readonly connect: ConnectUseCases,
    @Inject(ManageConnectionsUseCases) private readonly manage: ManageConnectionsUseCases,
    @Inject(MetricsUseCases) private readonly metrics: MetricsUseCases,
  ) {}

  @RpcHandler(RPC.connectionsProviders)
  providers(@Payload() _request: NoPayload): ConnectionProvidersReply {
    return this.manage.providers();
  }

  @RpcHandler(RPC.connectionsList)
  list(@Payload() request: ListConnectionsRequest, @CurrentActor() actor: Actor | undefined): Promise<ConnectionDto[]> {
    return this.manage.list(actor, request);
  }

  @RpcHandler(RPC.connectionsAccountData)
  async accountData(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<ConnectionsAccountDataReply> {
    return { connections: await this.manage.accountData(actor) };
  }

  @RpcHandler(RPC.connectionsUpdate)
  update(@Payload() request: UpdateConnectionRequest, @CurrentActor() actor: Actor | undefined): Promise<ConnectionDto> {
    return this.manage.update(actor, request);
  }

  @RpcHandler(RPC.connectionsRemove)
  remove(@Payload() request: RemoveConnectionRequest, @CurrentActor() actor: Actor | undefined): Promise<{ removed: true }> {
    return this.manage.remove(actor, request);
  }

  @RpcHandler(RPC.connectionsStart)
  start(@Payload() request: StartConnectionRequest, @CurrentActor() actor: Actor | undefined): Promise<StartConnectionReply> {
    return this.connect.start(actor, request);
  }

  @RpcHandler(RPC.connectionsFinish)
  finish(@Payload() request: FinishConnectionRequest, @CurrentActor() actor: Actor | undefined): Promise<FinishConnectionReply> {
    return this.connect.finish(actor, request);
  }

  /** The scoring worker's question; no actor (service to service). */
  @RpcHandler(RPC.connectionsMetricsPull)
  pull(@Payload() request: PullMetricsRequest): Promise<PullMetricsReply> {
    return this.metrics.pull(request);
  }
}
