import { Inject, Injectable } from '@nestjs/common';
import type { UserDto, VerifyCredentialsRequest } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { SECURITY_LOG, type SecurityLog, type SignInFailureReason } from '../../security-log/app/security-log.js';
import { isSuspended } from '../domain/suspension.js';
import { emailKey, toUserDto, type User } from '../domain/user.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/**
 * Sign-in: the account of an e-mail and password, or `invalid_credentials` whether the e-mail is
 * unknown, the password wrong, or the account has no password (made by an external sign-in). An
 * unknown e-mail still costs one hash check, so the answer's timing does not tell which accounts
 * exist. A suspended account (issue 14) is refused with `account_suspended` (403), whatever its password
 * became since (a reset does not lift it). Every refusal goes to the security log (account tried,
 * address, time, reason).
 */
@Injectable()
export class VerifyCredentialsUseCase {
  private dummyHash: Promise<string> | undefined;

  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(SECURITY_LOG) private readonly securityLog: SecurityLog,
  ) {}

  async execute(request: VerifyCredentialsRequest): Promise<UserDto> {
    const user = await this.users.findByEmail(emailKey(request.email));
    const hash = user?.passwordHash ?? (await this.unknownAccountHash());
    const matches = await this.hasher.verify(hash, request.password);
    const refusal = refusalOf(user, matches);
    if (refusal) {
      await this.securityLog.recordFailure({ email: emailKey(request.email), userId: user?.id ?? null, ip: request.ip ?? null, reason: refusal, occurredAt: new Date() });
      // A suspended account is told so only with its right password: a guess learns nothing.
      throw new DomainException(refusal === 'account_suspended' ? 'account_suspended' : 'invalid_credentials');
    }
    return toUserDto(user as User);
  }

  private unknownAccountHash(): Promise<string> {
    this.dummyHash ??= this.hasher.hash('no account has this password');
    return this.dummyHash;
  }
}

/** Why the sign-in is refused, or undefined when it is not. An account without a password never matches (not even the dummy's). */
function refusalOf(user: User | undefined, matches: boolean): SignInFailureReason | undefined {
  if (!user) return 'unknown_account';
  if (user.passwordHash === null) return 'no_password';
  if (!matches) return 'wrong_password';
  return isSuspended(user) ? 'account_suspended' : undefined;
}
