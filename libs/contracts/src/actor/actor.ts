/** What a user is on the platform (DESIGN.md, auth.users.role). */
export const USER_ROLES = ['admin', 'merchant', 'consumer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The user's subscription (auth.users.subscription). */
export const SUBSCRIPTION_PLANS = ['free', 'pro'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/**
 * The signed-in user a request is made for. The gateway resolves it from the session and sends it
 * with every RPC (NATS headers); a service reads it with `@CurrentActor()` and checks ownership
 * where the data lives. No actor: an anonymous visitor.
 */
export interface Actor {
  /** auth.users.id, a uuid. */
  userId: string;
  role: UserRole;
  plan: SubscriptionPlan;
}

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);
}

export function isSubscriptionPlan(value: unknown): value is SubscriptionPlan {
  return typeof value === 'string' && (SUBSCRIPTION_PLANS as readonly string[]).includes(value);
}
