import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  RPC,
  type Actor,
  type CreateVenueRequest,
  type MerchantStatsReply,
  type MerchantStatsRequest,
  type MerchantVenueDto,
  type MerchantVenueRequest,
  type NoPayload,
  type OnboardingDto,
  type PlanUsageReply,
  type SetWeeklyGoalRequest,
  type TagDto,
  type UpdateVenueRequest,
  type WeeklyGoalDto,
} from '@lieux/contracts';
import { CurrentActor, RpcHandler } from '@lieux/messaging';
import { MerchantStatsUseCase, OnboardingUseCase, SetWeeklyGoalUseCase } from '../app/merchant-stats.usecases.js';
import { CreateVenueUseCase, ListMerchantVenuesUseCase, ListTagsUseCase, PlanUsageUseCase, ShowMerchantVenueUseCase, UpdateVenueUseCase } from '../app/merchant-venues.usecases.js';

/** The merchant workspace's NATS requests: each one use case, with the actor the gateway sent. */
@Controller()
export class MerchantHandler {
  constructor(
    @Inject(CreateVenueUseCase) private readonly createVenue: CreateVenueUseCase,
    @Inject(UpdateVenueUseCase) private readonly updateVenue: UpdateVenueUseCase,
    @Inject(ListMerchantVenuesUseCase) private readonly listVenues: ListMerchantVenuesUseCase,
    @Inject(ShowMerchantVenueUseCase) private readonly showVenue: ShowMerchantVenueUseCase,
    @Inject(PlanUsageUseCase) private readonly planUsage: PlanUsageUseCase,
    @Inject(ListTagsUseCase) private readonly listTags: ListTagsUseCase,
    @Inject(MerchantStatsUseCase) private readonly merchantStats: MerchantStatsUseCase,
    @Inject(OnboardingUseCase) private readonly onboardingFacts: OnboardingUseCase,
    @Inject(SetWeeklyGoalUseCase) private readonly setGoal: SetWeeklyGoalUseCase,
  ) {}

  @RpcHandler(RPC.venuesCreate)
  create(@Payload() request: CreateVenueRequest, @CurrentActor() actor: Actor | undefined): Promise<MerchantVenueDto> {
    return this.createVenue.execute(actor, request);
  }

  @RpcHandler(RPC.venuesUpdate)
  update(@Payload() request: UpdateVenueRequest, @CurrentActor() actor: Actor | undefined): Promise<MerchantVenueDto> {
    return this.updateVenue.execute(actor, request);
  }

  @RpcHandler(RPC.venuesMerchantList)
  list(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<MerchantVenueDto[]> {
    return this.listVenues.execute(actor);
  }

  @RpcHandler(RPC.venuesMerchantShow)
  show(@Payload() request: MerchantVenueRequest, @CurrentActor() actor: Actor | undefined): Promise<MerchantVenueDto> {
    return this.showVenue.execute(actor, String(request.venueId ?? ''));
  }

  @RpcHandler(RPC.venuesPlanUsage)
  usage(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<PlanUsageReply> {
    return this.planUsage.execute(actor);
  }

  @RpcHandler(RPC.venuesTagsList)
  tags(): Promise<TagDto[]> {
    return this.listTags.execute();
  }

  @RpcHandler(RPC.venuesMerchantStats)
  stats(@Payload() request: MerchantStatsRequest, @CurrentActor() actor: Actor | undefined): Promise<MerchantStatsReply> {
    return this.merchantStats.execute(actor, request);
  }

  @RpcHandler(RPC.venuesMerchantOnboarding)
  onboarding(@Payload() _request: NoPayload, @CurrentActor() actor: Actor | undefined): Promise<OnboardingDto> {
    return this.onboardingFacts.execute(actor);
  }

  @RpcHandler(RPC.venuesMerchantSetGoal)
  goal(@Payload() request: SetWeeklyGoalRequest, @CurrentActor() actor: Actor | undefined): Promise<WeeklyGoalDto> {
    return this.setGoal.execute(actor, request);
  }
}
