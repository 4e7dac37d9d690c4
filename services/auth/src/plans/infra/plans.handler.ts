import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  RPC,
  type Actor,
  type ApplyStripeEventReply,
  type ApplyStripeEventRequest,
  type GrantPlanRequestRequest,
  type NoPayload,
  type OwnPlanRequestReply,
  type PlanRequestAdminDto,
  type PlanRequestDto,
} from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { ApplyStripeEventUseCase, GrantPlanRequestUseCase, ListPlanRequestsUseCase, OwnPlanRequestUseCase, RequestUpgradeUseCase } from '../app/plans.usecases.js';

@Controller()
export class PlansHandler {
  constructor(
    @Inject(RequestUpgradeUseCase) private readonly requestUpgrade: RequestUpgradeUseCase,
    @Inject(OwnPlanRequestUseCase) private readonly ownRequest: OwnPlanRequestUseCase,
    @Inject(ListPlanRequestsUseCase) private readonly listRequests: ListPlanRequestsUseCase,
    @Inject(GrantPlanRequestUseCase) private readonly grantRequest: GrantPlanRequestUseCase,
    @Inject(ApplyStripeEventUseCase) private readonly applyStripeEvent: ApplyStripeEventUseCase,
  ) {}

  @RpcHandler(RPC.authPlanRequestCreate)
  create(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<PlanRequestDto> {
    return this.requestUpgrade.execute(actor);
  }

  @RpcHandler(RPC.authPlanRequestShowOwn)
  own(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<OwnPlanRequestReply> {
    return this.ownRequest.execute(actor);
  }

  @RpcHandler(RPC.authPlanRequestsList)
  list(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<PlanRequestAdminDto[]> {
    return this.listRequests.execute(actor);
  }

  @RpcHandler(RPC.authPlanRequestGrant)
  grant(@Payload() request: GrantPlanRequestRequest, @CurrentActor() actor: Actor | undefined): Promise<PlanRequestAdminDto> {
    return this.grantRequest.execute(actor, request);
  }

  /** Only the gateway's webhook route sends it, after checking Stripe's signature. */
  @RpcHandler(RPC.authApplyStripeEvent)
  stripe(@Payload() request: ApplyStripeEventRequest): Promise<ApplyStripeEventReply> {
    return this.applyStripeEvent.execute(request);
  }
}
