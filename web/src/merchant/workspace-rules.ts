import type { PlanDto, SubscriptionPlan, TrendValueDto } from '@lieux/contracts';

/** Pure presentation rules of the merchant workspace (the server computes the numbers; these only show them). */

/** The quota bar's fill, 0–100: full at the plan's limit, and still full after a downgrade left more venues than it. */
export function quotaPercent(plan: Pick<PlanDto, 'used' | 'limit'>): number {
  if (plan.limit <= 0) return 100;
  return Math.min(100, Math.round((plan.used / plan.limit) * 100));
}

export type Trend = { kind: 'up' | 'down'; percent: number } | { kind: 'flat' } | { kind: 'new' } | { kind: 'none' };

/**
 * How a figure moved against the previous period: +N %, −N %, steady, new (nothing before), or none
 * (no figure, or nothing to compare with).
 */
export function trendOf({ current, previous, changePercent }: TrendValueDto): Trend {
  if (current === null || previous === null) return { kind: 'none' };
  if (previous === 0) return current === 0 ? { kind: 'none' } : { kind: 'new' };
  const percent = changePercent ?? Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { kind: 'flat' };
  return { kind: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}

/** How often, and how long, the upgrade screen asks for the plan after Stripe Checkout (the webhook sets it). */
export const CHECKOUT_POLL = { everyMs: 2000, forMs: 60_000 } as const;

/** Back from Checkout: the delay before asking for the plan again, or false once it is Pro or after a minute. */
export function checkoutPollDelay(plan: SubscriptionPlan | undefined, since: number, now: number): number | false {
  return plan !== 'pro' && now - since < CHECKOUT_POLL.forMs ? CHECKOUT_POLL.everyMs : false;
}
