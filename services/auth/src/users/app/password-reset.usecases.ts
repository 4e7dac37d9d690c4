import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { RequestPasswordResetRequest, ResetPasswordReply, ResetPasswordRequest } from '@lieux/contracts';
import { passwordResetMail } from '@lieux/mail';
import { DomainException } from '@lieux/messaging';
import { hashResetToken, newResetToken, RESET_TOKEN_VALIDITY_MINUTES, resetUrl } from '../domain/reset-token.js';
import { emailKey } from '../domain/user.js';
import { refuseWeakPassword } from './new-password.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.js';
import { PASSWORD_RESET_REPOSITORY, type PasswordResetRepository } from './password-reset.repository.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/** `PUBLIC_URL`: the site's origin, for the link. */
export const PUBLIC_URL = Symbol('PUBLIC_URL');

/**
 * Forgot password: when an account has the e-mail, a single-use token (only its SHA-256 kept, valid
 * one hour) and the mail with its link, in the asked language (French by default), are stored
 * together; the mail relay sends it. Nothing tells the caller whether the account exists.
 */
@Injectable()
export class RequestPasswordResetUseCase {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_RESET_REPOSITORY) private readonly resets: PasswordResetRepository,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  async execute(request: RequestPasswordResetRequest, now = new Date()): Promise<{ accepted: true }> {
    const user = await this.users.findByEmail(emailKey(request.email));
    if (!user) return { accepted: true };
    const { token, tokenHash } = newResetToken();
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_VALIDITY_MINUTES * 60_000);
    const mail = passwordResetMail(request.locale, {
      firstName: user.firstName,
      resetUrl: resetUrl(this.publicUrl, token),
      validForMinutes: RESET_TOKEN_VALIDITY_MINUTES,
    });
    await this.resets.saveWithMail({ id: randomUUID(), userId: user.id, tokenHash, expiresAt, usedAt: null, createdAt: now }, { to: user.email, ...mail });
    return { accepted: true };
  }
}

/**
 * Reset password: a known, unused, unexpired token sets the new password (argon2id) and is consumed
 * with every other pending token of the user; a common or guessable password is refused and leaves
 * the token usable. The gateway then ends the user's sessions and clears
 * their failed sign-ins (the reply says whose).
 */
@Injectable()
export class ResetPasswordUseCase {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_RESET_REPOSITORY) private readonly resets: PasswordResetRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute(request: ResetPasswordRequest, now = new Date()): Promise<ResetPasswordReply> {
    const token = await this.resets.findByHash(hashResetToken(request.token));
    if (!token || token.usedAt) throw new DomainException('reset_token_invalid');
    if (token.expiresAt <= now) throw new DomainException('reset_token_expired');
    const user = await this.users.findById(token.userId);
    if (!user) throw new DomainException('reset_token_invalid');
    refuseWeakPassword(request.password, user);
    const outcome = await this.resets.consume(token, await this.hasher.hash(request.password), now);
    if (outcome === 'already_used') throw new DomainException('reset_token_invalid');
    return { userId: user.id, email: user.email };
  }
}
