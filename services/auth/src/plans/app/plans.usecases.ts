import { Inject, Injectable } from '@nestjs/common';
import {
  STRIPE_HANDLED_EVENTS,
  type Actor,
  type ApplyStripeEventReply,
  type ApplyStripeEventRequest,
  type GrantPlanRequestRequest,
  type OwnPlanRequestReply,
  type PlanRequestAdminDto,
  type PlanRequestDto,
} from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { PLAN_REPOSITORY, type PlanRepository } from './plan.repository.js';

/**
 * `POST /api/merchant/upgrade` without Stripe: the merchant's request to switch to Pro, pending until
 * an admin grants it. Never a plan change by itself.
 */
@Injectable()
export class RequestUpgradeUseCase {
  constructor(@Inject(PLAN_REPOSITORY) private readonly plans: PlanRepository) {}

  async execute(actor: Actor | undefined): Promise<PlanRequestDto> {
    const me = authorize(actor);
    if (me.role !== 'merchant') throw new DomainException('merchant_only');
    const plan = await this.plans.planOf(me.userId);
    if (plan === undefined) throw new DomainException('unauthenticated');
    if (plan === 'pro') throw new DomainException('already_pro');
    const request = await this.plans.createRequest(me.userId, 'pro');
    if (request === 'already_pending') throw new DomainException('upgrade_already_requested');
    return request;
  }
}

/** The actor's request waiting for an admin, if any. */
@Injectable()
export class OwnPlanRequestUseCase {
  constructor(@Inject(PLAN_REPOSITORY) private readonly plans: PlanRepository) {}

  async execute(actor: Actor | undefined): Promise<OwnPlanRequestReply> {
    const me = authorize(actor);
    return { request: (await this.plans.pendingOf(me.userId)) ?? null };
  }
}

/** Admins: the pending requests, oldest first. */
@Injectable()
export class ListPlanRequestsUseCase {
  constructor(@Inject(PLAN_REPOSITORY) private readonly plans: PlanRepository) {}

  execute(actor: Actor | undefined): Promise<PlanRequestAdminDto[]> {
    authorize(actor, ['admin']);
    return this.plans.listPending();
  }
}

/** Admins: grants a pending request; the user becomes Pro (`user.plan-changed`, their sessions follow). */
@Injectable()
export class GrantPlanRequestUseCase {
  constructor(@Inject(PLAN_REPOSITORY) private readonly plans: PlanRepository) {}

  async execute(actor: Actor | undefined, request: GrantPlanRequestRequest): Promise<PlanRequestAdminDto> {
    const admin = authorize(actor, ['admin']);
    const requestId = String(request.requestId ?? '');
    const found = /^[0-9a-f-]{36}$/i.test(requestId) ? await this.plans.findRequest(requestId) : undefined;
    if (!found || found.status !== 'pending') throw new DomainException('plan_request_not_found');
    await this.plans.applyPlan(found.userId, found.plan, { kind: 'admin', admin, requestId });
    const granted = await this.plans.findRequest(requestId);
    if (!granted) throw new DomainException('plan_request_not_found');
    return granted;
  }
}

/**
 * A Stripe event the gateway verified (signature and age): a completed Checkout makes the user Pro, a
 * deleted subscription brings them back to Free (their venues stay; new ones beyond the limit are
 * refused). Each event id is applied once.
 */
@Injectable()
export class ApplyStripeEventUseCase {
  constructor(@Inject(PLAN_REPOSITORY) private readonly plans: PlanRepository) {}

  async execute(request: ApplyStripeEventRequest): Promise<ApplyStripeEventReply> {
    if (!STRIPE_HANDLED_EVENTS.includes(request.type) || !/^[0-9a-f-]{36}$/i.test(String(request.userId)) || typeof request.eventId !== 'string') {
      throw new DomainException('validation_failed');
    }
    const plan = request.type === 'checkout.session.completed' ? 'pro' : 'free';
    const outcome = await this.plans.applyPlan(request.userId, plan, { kind: 'stripe', eventId: request.eventId, eventType: request.type });
    return { duplicate: outcome === 'duplicate' };
  }
}
