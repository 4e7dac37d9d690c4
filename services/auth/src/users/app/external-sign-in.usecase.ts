import { Inject, Injectable } from '@nestjs/common';
import type { ExternalSignInRequest, UserDto } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { SECURITY_LOG, type SecurityLog } from '../../security-log/app/security-log.js';
import { isSuspended } from '../domain/suspension.js';
import { withEmailConfirmed } from '../domain/email-confirmation.js';
import { emailKey, newAccount, toUserDto, type User } from '../domain/user.js';
import { EXTERNAL_IDENTITY_REPOSITORY, type ExternalIdentityRepository } from './external-identity.repository.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/** A name for an account whose provider gave none: the e-mail's local part. */
function nameOr(name: string, email: string): string {
  return name.trim() || email.split('@')[0];
}

/**
 * After an OpenID Connect callback (the ID token verified by the gateway): the account linked to
 * (issuer, subject) — whatever its e-mail is now —, else, only when the provider vouches for the
 * e-mail (`email_verified`), the account of that e-mail, linked now, else a new consumer account
 * without a password (`user.registered`; a password can be set with "mot de passe oublié"). An
 * unverified e-mail links and makes nothing: `external_email_unverified`, and a line in the security log.
 */
@Injectable()
export class ExternalSignInUseCase {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(EXTERNAL_IDENTITY_REPOSITORY) private readonly identities: ExternalIdentityRepository,
    @Inject(SECURITY_LOG) private readonly securityLog: SecurityLog,
  ) {}

  async execute(request: ExternalSignInRequest, now = new Date(), retry = true): Promise<UserDto> {
    const linked = await this.identities.signInLinked(request.issuer, request.subject, now);
    if (linked) return this.signedIn(linked, request, now);
    const email = request.email.trim();
    if (!request.emailVerified || !email.includes('@')) {
      const known = email ? await this.users.findByEmail(emailKey(email)) : undefined;
      await this.securityLog.recordFailure({ email: emailKey(email), userId: known?.id ?? null, ip: request.ip ?? null, reason: 'external_email_unverified', occurredAt: now });
      throw new DomainException('external_email_unverified');
    }
    const link = { issuer: request.issuer, subject: request.subject, email, createdAt: now, lastSignInAt: now };
    const existing = await this.users.findByEmail(emailKey(email));
    if (existing) {
      await this.identities.link({ ...link, userId: existing.id });
      // The provider vouches for the address: an account still waiting for its welcome link is confirmed (issue 30 §9).
      const confirmed = withEmailConfirmed(existing, now);
      if (confirmed.events.length > 0) await this.users.update(confirmed.user, confirmed.events);
      return this.signedIn(confirmed.user, request, now);
    }
    const account = newAccount({ email, firstName: nameOr(request.firstName, email), lastName: request.lastName.trim(), role: 'consumer', emailConfirmed: true }, null, now);
    const outcome = await this.identities.createLinked(account.user, { ...link, userId: account.user.id }, account.events);
    // Another sign-in of the same person made the account or the link meanwhile: take what it made, once.
    if (outcome === 'conflict' && retry) return this.execute(request, now, false);
    if (outcome === 'conflict') throw new DomainException('conflict');
    return toUserDto(account.user);
  }

  /** The account, unless an admin suspended it (issue 14): `account_suspended`, and a line in the security log. */
  private async signedIn(user: User, request: ExternalSignInRequest, now: Date): Promise<UserDto> {
    if (!isSuspended(user)) return toUserDto(user);
    await this.securityLog.recordFailure({ email: emailKey(user.email), userId: user.id, ip: request.ip ?? null, reason: 'account_suspended', occurredAt: now });
    throw new DomainException('account_suspended');
  }
}
