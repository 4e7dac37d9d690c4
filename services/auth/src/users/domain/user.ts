import { randomUUID } from 'node:crypto';
import type { DomainEvent, SubscriptionPlan, UserDto, UserRole } from '@lieux/contracts';

/** A user account as the auth service keeps it. Only this service ever sees `passwordHash`. */
export interface User {
  id: string;
  /** As typed (trimmed); unique without regard to case. */
  email: string;
  /** null: the account was made by an external sign-in and has no password yet (a reset sets one). */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  role: UserRole;
  profileImageUrl: string | null;
  subscription: SubscriptionPlan;
  /** Set while an admin has the account suspended (issue 14): no sign-in of any kind. */
  suspendedAt: Date | null;
  suspensionReason: string | null;
  /**
   * When the address was confirmed (the welcome mail's link, or an identity provider that vouches for
   * it); null until then. Votes of an unconfirmed account are kept but not counted in public (issue 30 §9).
   */
  emailConfirmedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Two spellings of one address find the same account: `Salma@Example.MA` is `salma@example.ma`. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** What the API may show of a user (spec section 3): never the hash. */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    subscription: user.subscription,
    createdAt: user.createdAt.toISOString(),
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}

/**
 * A new account on the free plan, and the event that announces it (`user.registered`). Its address is
 * unconfirmed unless `emailConfirmed` (an identity provider vouched for it, a seeded test account).
 */
export function newAccount(
  fields: { id?: string; email: string; firstName: string; lastName: string; role: UserRole; emailConfirmed?: boolean },
  passwordHash: string | null,
  now = new Date(),
): { user: User; events: DomainEvent[] } {
  const user: User = {
    id: fields.id ?? randomUUID(),
    email: fields.email.trim(),
    passwordHash,
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    role: fields.role,
    profileImageUrl: null,
    subscription: 'free',
    suspendedAt: null,
    suspensionReason: null,
    emailConfirmedAt: fields.emailConfirmed ? now : null,
    createdAt: now,
    updatedAt: now,
  };
  return { user, events: [{ subject: 'user.registered', payload: { userId: user.id, role: user.role, registeredAt: now.toISOString() } }] };
}
