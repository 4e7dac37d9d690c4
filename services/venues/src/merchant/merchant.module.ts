import { Module } from '@nestjs/common';
import { MERCHANT_CLOCK, MerchantStatsUseCase, OnboardingUseCase, SetWeeklyGoalUseCase, WeeklyGoalReader } from './app/merchant-stats.usecases.js';
import { MERCHANT_VENUE_REPOSITORY } from './app/merchant-venue.repository.js';
import { CreateVenueUseCase, ListMerchantVenuesUseCase, ListTagsUseCase, PlanUsageUseCase, ShowMerchantVenueUseCase, UpdateVenueUseCase } from './app/merchant-venues.usecases.js';
import { MerchantHandler } from './infra/merchant.handler.js';
import { PostgresMerchantVenueRepository } from './infra/merchant-venue.repository.postgres.js';

/** The merchant workspace (issue 10): create and edit venues, the merchant's list, stats, onboarding, goal, plan usage, tags. */
@Module({
  controllers: [MerchantHandler],
  providers: [
    CreateVenueUseCase,
    UpdateVenueUseCase,
    ListMerchantVenuesUseCase,
    ShowMerchantVenueUseCase,
    PlanUsageUseCase,
    ListTagsUseCase,
    WeeklyGoalReader,
    MerchantStatsUseCase,
    OnboardingUseCase,
    SetWeeklyGoalUseCase,
    { provide: MERCHANT_CLOCK, useValue: () => new Date() },
    { provide: MERCHANT_VENUE_REPOSITORY, useClass: PostgresMerchantVenueRepository },
  ],
})
export class MerchantModule {
  /** Plain SQL, no entity. */
  static readonly entities = [];
}
