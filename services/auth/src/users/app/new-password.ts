import { DomainException } from '@lieux/messaging';
import { isPasswordStrongEnough } from '../domain/password-strength.js';

/**
 * Every password a person sets — at sign-up, by a reset link, on the account page — passes here:
 * a common or guessable one is refused with `password_too_weak` (400, French message; issue 30 §9).
 * Signing in never asks: an old weak password still opens its account, which may then change it.
 */
export function refuseWeakPassword(password: string, account: { email: string; firstName: string; lastName: string }): void {
  if (!isPasswordStrongEnough(password, [account.email, account.firstName, account.lastName])) throw new DomainException('password_too_weak');
}
