import type { SubscriptionPlan } from '../actor/actor.js';

/**
 * The merchant workspace's constants (issue 10), shared by the services, the gateway and the web app.
 * docs/merchant.md explains each decision.
 */

/**
 * How many venues a plan may own (spec section 9: "1 free, 5 pro"). The marketing page's "unlimited"
 * reading is dropped: Pro is 5 venues everywhere (dashboard, business page, upgrade screen, guide).
 * Venues beyond the limit after a downgrade are kept; only new ones are refused.
 */
export const PLAN_VENUE_LIMITS = { free: 1, pro: 5 } as const satisfies Record<SubscriptionPlan, number>;

export function planVenueLimit(plan: SubscriptionPlan): number {
  return PLAN_VENUE_LIMITS[plan];
}

/** Whether a merchant who owns `owned` venues on `plan` may create one more. */
export function canCreateVenue(plan: SubscriptionPlan, owned: number): boolean {
  return owned < planVenueLimit(plan);
}

/**
 * What a stats answer holds (issue 30: plans enforced by the server). `full`: the four figures and the
 * charts' series (visitors and votes per day, score history). `pro-only`: the four figures, the goal
 * and the tip — the series are not sent at all, and the analytics tab shows the upgrade offer.
 */
export const MERCHANT_ANALYTICS = ['full', 'pro-only'] as const;
export type MerchantAnalytics = (typeof MERCHANT_ANALYTICS)[number];

/** Pro has the full analytics; an admin looking at the workspace too; Free has the figures alone. */
export function analyticsOf(actor: { role: string; plan: SubscriptionPlan }): MerchantAnalytics {
  return actor.plan === 'pro' || actor.role === 'admin' ? 'full' : 'pro-only';
}

/** Pro's price (spec section 1): 29 EUR per month. Stripe's price (STRIPE_PRICE_PRO) must say the same. */
export const PRO_PRICE_EUR_PER_MONTH = 29;

/** Days of the week, in the order the week starts in Morocco's calendars (Monday first). schema.org's names, lower-case. */
export const OPENING_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type OpeningDay = (typeof OPENING_DAYS)[number];

/** `HH:MM`, 24 h, 00:00–23:59. A period whose `closes` is not after `opens` ends the next day (a bar open 18:00–02:00). */
export const OPENING_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** At most this many opening periods per venue (two per day and some slack). */
export const MAX_OPENING_PERIODS = 21;

/** At most this many tags per venue; a tag's name is 2–30 characters. */
export const MAX_VENUE_TAGS = 10;
export const TAG_NAME_LIMITS = { min: 2, max: 30 } as const;

/**
 * Fields whose change sends an approved (or rejected) venue back to moderation (`pending`): what
 * identifies the place on the map. Descriptions, contact details, tags and opening hours are content
 * the merchant keeps up to date without waiting for an admin. Any edit of a `rejected` venue resubmits
 * it. The slug never changes after creation (links and search engines keep working).
 */
export const MODERATED_VENUE_FIELDS = ['name', 'nameAr', 'nameEn', 'categoryId', 'address', 'city', 'latitude', 'longitude'] as const;
export type ModeratedVenueField = (typeof MODERATED_VENUE_FIELDS)[number];

/** `days` of `GET /api/merchant/stats`: the period compared with the one just before it. */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 30;

/** The merchant's time zone: days of the charts and of the vote counts are Africa/Casablanca days. */
export const MERCHANT_TIME_ZONE = 'Africa/Casablanca';

/** The onboarding's four steps (spec "Onboarding"), each complete when the server's fact is true. */
export const ONBOARDING_STEPS = ['hasVenue', 'hasInstagram', 'hasFacebook', 'profileComplete'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * The dashboard's tip of the day: one of what this merchant's venues lack, rotating day by day among
 * them; `ask-for-votes` when nothing is missing. The web app holds the texts (fr, en, ar) by id.
 */
export const TIP_IDS = [
  'create-venue',
  'connect-instagram',
  'connect-facebook',
  'add-description',
  'add-opening-hours',
  'add-tags',
  'add-phone',
  'add-website',
  'add-position',
  'ask-for-votes',
] as const;
export type TipId = (typeof TIP_IDS)[number];

/** Where the weekly goal comes from: the merchant's own target, or computed from the last four weeks. */
export const GOAL_SOURCES = ['merchant', 'computed'] as const;
export type GoalSource = (typeof GOAL_SOURCES)[number];

/** A weekly target of votes the merchant may set. */
export const WEEKLY_GOAL_LIMITS = { min: 1, max: 100_000 } as const;

/** A request to switch to Pro without Stripe: `pending` until an admin grants it (or the plan changes otherwise). */
export const PLAN_REQUEST_STATUSES = ['pending', 'granted', 'cancelled'] as const;
export type PlanRequestStatus = (typeof PLAN_REQUEST_STATUSES)[number];

/** How this platform turns an upgrade into a plan change: Stripe Checkout when STRIPE_SECRET_KEY is set, else a request admins grant. */
export const BILLING_MODES = ['stripe', 'manual'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** What `POST /api/merchant/upgrade` did. */
export const UPGRADE_OUTCOMES = ['checkout', 'pending'] as const;
export type UpgradeOutcome = (typeof UPGRADE_OUTCOMES)[number];

/** The header Stripe signs its webhooks with. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** Query parameter of the upgrade screen after Stripe Checkout: `/merchant/upgrade?checkout=success|cancelled`. */
export const CHECKOUT_RETURN_PARAM = 'checkout';
