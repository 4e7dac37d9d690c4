import type { DomainEvent } from '@lieux/contracts';
import type { PasswordResetToken } from './reset-token.js';
import type { User } from './user.js';

/** A confirmation link works three days: long enough for a mail read late, short enough to mean the address is live. */
export const EMAIL_CONFIRMATION_VALIDITY_DAYS = 3;

/**
 * A confirmation token as stored: the same single-use, hash-only shape as a reset token (random
 * 256 bits in the link, only its SHA-256 kept: `newResetToken`, `hashResetToken`).
 */
export type EmailConfirmationToken = PasswordResetToken;

export function confirmEmailUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

export function confirmationExpiry(now: Date): Date {
  return new Date(now.getTime() + EMAIL_CONFIRMATION_VALIDITY_DAYS * 86_400_000);
}

/** The account with its address confirmed now, and `user.email-confirmed` — nothing when it already was. */
export function withEmailConfirmed(user: User, now: Date): { user: User; events: DomainEvent[] } {
  if (user.emailConfirmedAt) return { user, events: [] };
  return {
    user: { ...user, emailConfirmedAt: now, updatedAt: now },
    events: [{ subject: 'user.email-confirmed', payload: { userId: user.id, confirmedAt: now.toISOString() } }],
  };
}
