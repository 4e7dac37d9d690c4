import type { StatsPeriod } from './merchant.model.js';
import type { CreateVenueDto, UpdateVenueDto } from './venue-form.dto.js';
import type { MerchantStatsDto, PlanRequestAdminDto, PlanRequestDto } from './merchant.dto.js';

/**
 * NATS requests of the merchant workspace (issue 10). Every one carries the actor (gateway-set
 * headers): the venues service reads the owner and the plan from it (the session follows
 * `user.plan-changed`), and checks ownership and the plan limit itself.
 */

/** `venues.venues.create`: the form as the gateway validated it; `slug` and `ownerUserId` are never trusted. */
export type CreateVenueRequest = Omit<CreateVenueDto, 'slug' | 'ownerUserId'>;

/** `venues.venues.update`: the changed fields of one venue (owner or admin). */
export interface UpdateVenueRequest {
  venueId: string;
  changes: UpdateVenueDto;
}

/** `venues.merchant-venues.show`: one venue of the actor's (any status), for the edit screen. */
export interface MerchantVenueRequest {
  venueId: string;
}

/**
 * `venues.venues.delete` (issue 30 §5): its owner deletes a venue, or an admin does with `reason`
 * (required from an admin who does not own it; kept in the audit log).
 */
export interface DeleteVenueRequest {
  venueId: string;
  reason?: string;
}

export interface DeleteVenueReply {
  venueId: string;
  deleted: true;
}

/**
 * `venues.merchant.stats`: the venues service answers every figure it holds; `visitors` (in `totals`
 * and per venue) have `current`/`previous` null and `visitorsPerDay` are empty: the gateway fills them
 * from its per-day visitor counters (Redis) before answering `GET /api/merchant/stats`.
 */
export interface MerchantStatsRequest {
  days: StatsPeriod;
  venueId?: string;
}
export type MerchantStatsReply = MerchantStatsDto;

/** `venues.merchant.plan-usage`: how many venues the actor owns (every status). */
export interface PlanUsageReply {
  used: number;
}

/** `venues.merchant.set-goal`. */
export interface SetWeeklyGoalRequest {
  target: number | null;
}

/** `auth.plan-requests.show-own`: the actor's request waiting for an admin, if any. */
export interface OwnPlanRequestReply {
  request: PlanRequestDto | null;
}

/** `auth.plan-requests.grant` (admins only): the user becomes Pro (`user.plan-changed`). */
export interface GrantPlanRequestRequest {
  requestId: string;
}

export type PlanRequestsReply = PlanRequestAdminDto[];

/** The Stripe events the platform acts on (others are acknowledged and ignored). */
export const STRIPE_HANDLED_EVENTS = ['checkout.session.completed', 'customer.subscription.deleted'] as const;
export type StripeHandledEvent = (typeof STRIPE_HANDLED_EVENTS)[number];

/**
 * `auth.billing.apply-stripe-event`: a Stripe event whose signature the gateway verified. Auth keeps
 * the ids of the events it applied, so a redelivered event changes nothing twice.
 */
export interface ApplyStripeEventRequest {
  eventId: string;
  type: StripeHandledEvent;
  /** The user the Checkout session was opened for (`client_reference_id` / subscription metadata). */
  userId: string;
}

export interface ApplyStripeEventReply {
  duplicate: boolean;
}
