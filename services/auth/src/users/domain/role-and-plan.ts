import type { DomainEvent, SubscriptionPlan, UserRole } from '@lieux/contracts';
import type { User } from './user.js';

/** A change of an account and the events that announce it: none when nothing changed. */
export interface AccountChange {
  user: User;
  events: DomainEvent[];
}

/** The user with `role`, and `user.role-changed` when it differs from theirs (setting the same role is a no-op, no event). */
export function changeRole(user: User, role: UserRole, now = new Date()): AccountChange {
  if (user.role === role) return { user, events: [] };
  return {
    user: { ...user, role, updatedAt: now },
    events: [{ subject: 'user.role-changed', payload: { userId: user.id, role, previousRole: user.role, changedAt: now.toISOString() } }],
  };
}

/** The user on `plan`, and `user.plan-changed` when it differs from theirs. */
export function changePlan(user: User, plan: SubscriptionPlan, now = new Date()): AccountChange {
  if (user.subscription === plan) return { user, events: [] };
  return {
    user: { ...user, subscription: plan, updatedAt: now },
    events: [{ subject: 'user.plan-changed', payload: { userId: user.id, plan, previousPlan: user.subscription, changedAt: now.toISOString() } }],
  };
}
