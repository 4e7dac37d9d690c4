import type { User } from './user.js';
import type { AccountChange } from './role-and-plan.js';

/** The account suspended by `adminId` with `user.suspended`, or the 409 of an account already suspended. */
export function suspend(user: User, reason: string, adminId: string, now = new Date()): AccountChange | { refused: 'user_already_suspended' } {
  if (user.suspendedAt) return { refused: 'user_already_suspended' };
  return {
    user: { ...user, suspendedAt: now, suspensionReason: reason, updatedAt: now },
    events: [{ subject: 'user.suspended', payload: { userId: user.id, reason, suspendedBy: adminId, suspendedAt: now.toISOString() } }],
  };
}

/** The account active again with `user.restored`, or the 409 of an account that is not suspended. */
export function restore(user: User, adminId: string, now = new Date()): AccountChange | { refused: 'user_not_suspended' } {
  if (!user.suspendedAt) return { refused: 'user_not_suspended' };
  return {
    user: { ...user, suspendedAt: null, suspensionReason: null, updatedAt: now },
    events: [{ subject: 'user.restored', payload: { userId: user.id, restoredBy: adminId, restoredAt: now.toISOString() } }],
  };
}

/** A suspended account signs in no way (password, external provider, test roles); `account_suspended` is the 403. */
export function isSuspended(user: Pick<User, 'suspendedAt'>): boolean {
  return user.suspendedAt !== null;
}
