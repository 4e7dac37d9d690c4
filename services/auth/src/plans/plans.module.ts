import { Module } from '@nestjs/common';
import { PLAN_REPOSITORY } from './app/plan.repository.js';
import { ApplyStripeEventUseCase, GrantPlanRequestUseCase, ListPlanRequestsUseCase, OwnPlanRequestUseCase, RequestUpgradeUseCase } from './app/plans.usecases.js';
import { PostgresPlanRepository } from './infra/plan.repository.postgres.js';
import { PlansHandler } from './infra/plans.handler.js';

/** Plans (issue 10): requests to switch to Pro (granted by admins), and the plan changes of verified Stripe events. */
@Module({
  controllers: [PlansHandler],
  providers: [
    RequestUpgradeUseCase,
    OwnPlanRequestUseCase,
    ListPlanRequestsUseCase,
    GrantPlanRequestUseCase,
    ApplyStripeEventUseCase,
    { provide: PLAN_REPOSITORY, useClass: PostgresPlanRepository },
  ],
})
export class PlansModule {
  /** Plain SQL, no entity. */
  static readonly entities = [];
}
