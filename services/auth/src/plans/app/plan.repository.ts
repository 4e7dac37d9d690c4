import type { Actor, PlanRequestAdminDto, PlanRequestDto, SubscriptionPlan } from '@lieux/contracts';

/** Who or what changes a plan: an admin granting a request (audited, issue 14), or a verified Stripe event. */
export type PlanChangeCause = { kind: 'admin'; admin: Actor; requestId: string } | { kind: 'stripe'; eventId: string; eventType: string };

/** Requests to switch plans and the plan changes they lead to. */
export interface PlanRepository {
  /** The user's plan, or undefined for an unknown user. */
  planOf(userId: string): Promise<SubscriptionPlan | undefined>;
  pendingOf(userId: string): Promise<PlanRequestDto | undefined>;
  /** `already_pending` when the user has a request waiting (one at most, by a unique index). */
  createRequest(userId: string, plan: SubscriptionPlan): Promise<PlanRequestDto | 'already_pending'>;
  listPending(): Promise<PlanRequestAdminDto[]>;
  findRequest(requestId: string): Promise<PlanRequestAdminDto | undefined>;
  /**
   * In one transaction: sets the user's plan with `user.plan-changed` (when it changes) and marks their
   * pending request granted when the plan is Pro, and an admin's `audit.recorded` (`plan-request.granted`).
   * A Stripe cause is recorded by its event id first:
   * `duplicate` when that event was already applied (nothing is done again).
   */
  applyPlan(userId: string, plan: SubscriptionPlan, cause: PlanChangeCause): Promise<'applied' | 'duplicate' | 'unknown_user'>;
}

export const PLAN_REPOSITORY = Symbol('PlanRepository');
