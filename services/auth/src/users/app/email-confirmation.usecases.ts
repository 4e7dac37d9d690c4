import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor, ConfirmEmailRequest, Locale, ResendEmailConfirmationReply, ResendEmailConfirmationRequest, UserDto } from '@lieux/contracts';
import { emailConfirmationMail } from '@lieux/mail';
import { DomainException } from '@lieux/messaging';
import { confirmationExpiry, confirmEmailUrl, EMAIL_CONFIRMATION_VALIDITY_DAYS, withEmailConfirmed } from '../domain/email-confirmation.js';
import { hashResetToken, newResetToken } from '../domain/reset-token.js';
import { toUserDto, type User } from '../domain/user.js';
import { ownAccount } from './account.usecases.js';
import { EMAIL_CONFIRMATION_REPOSITORY, type EmailConfirmationRepository, type PendingConfirmation } from './email-confirmation.repository.js';
import { PUBLIC_URL } from './password-reset.usecases.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/** A fresh confirmation token (SHA-256 kept) and the mail with its link, in the person's language. */
@Injectable()
export class ConfirmationLinks {
  constructor(@Inject(PUBLIC_URL) private readonly publicUrl: string) {}

  pending(user: User, kind: 'welcome' | 'resent', locale: Locale | undefined, now: Date): PendingConfirmation {
    const { token, tokenHash } = newResetToken();
    const mail = emailConfirmationMail(locale, { firstName: user.firstName, confirmUrl: confirmEmailUrl(this.publicUrl, token), validForDays: EMAIL_CONFIRMATION_VALIDITY_DAYS, kind });
    return {
      token: { id: randomUUID(), userId: user.id, tokenHash, expiresAt: confirmationExpiry(now), usedAt: null, createdAt: now },
      mail: { to: user.email, ...mail },
    };
  }
}

/**
 * The welcome mail's link was followed: a known, unused, unexpired token confirms the address (and is
 * consumed with every other pending token of the account), `user.email-confirmed` published in the
 * same transaction — the votes service then counts the account's votes. Following a used link of an
 * address confirmed already answers as a success: a second click must not look like a failure.
 */
@Injectable()
export class ConfirmEmailUseCase {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(EMAIL_CONFIRMATION_REPOSITORY) private readonly confirmations: EmailConfirmationRepository,
  ) {}

  async execute(request: ConfirmEmailRequest, now = new Date()): Promise<UserDto> {
    const token = await this.confirmations.findByHash(hashResetToken(request.token));
    const user = token ? await this.users.findById(token.userId) : undefined;
    if (!token || !user) throw new DomainException('email_confirmation_invalid');
    if (token.usedAt) {
      if (user.emailConfirmedAt) return toUserDto(user);
      throw new DomainException('email_confirmation_invalid');
    }
    if (token.expiresAt <= now) throw new DomainException('email_confirmation_expired');
    const confirmed = withEmailConfirmed(user, now);
    if ((await this.confirmations.consume(token, now, confirmed.events)) === 'already_used') {
      const current = await this.users.findById(user.id);
      if (current?.emailConfirmedAt) return toUserDto(current);
      throw new DomainException('email_confirmation_invalid');
    }
    return toUserDto(confirmed.user);
  }
}

/** The account page's "send the link again": a new link for the actor's own unconfirmed address. */
@Injectable()
export class ResendEmailConfirmationUseCase {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(EMAIL_CONFIRMATION_REPOSITORY) private readonly confirmations: EmailConfirmationRepository,
    @Inject(ConfirmationLinks) private readonly links: ConfirmationLinks,
  ) {}

  async execute(actor: Actor | undefined, request: ResendEmailConfirmationRequest, now = new Date()): Promise<ResendEmailConfirmationReply> {
    const user = await ownAccount(this.users, actor);
    if (user.emailConfirmedAt) return { sent: false };
    await this.confirmations.saveWithMail(this.links.pending(user, 'resent', request.locale, now));
    return { sent: true };
  }
}
