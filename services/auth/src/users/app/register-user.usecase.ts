import { Inject, Injectable } from '@nestjs/common';
import type { RegisterUserRequest, UserDto } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { newAccount, toUserDto } from '../domain/user.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';
import { refuseWeakPassword } from './new-password.js';
import { ConfirmationLinks } from './email-confirmation.usecases.js';

/**
 * Sign-up: a new account on the free plan, its password checked (no common or guessable one) and
 * hashed, `user.registered` published with it, and the welcome mail with its confirmation link —
 * all in one transaction. The account works at once; its votes count in public once the address is
 * confirmed (issue 30 §9).
 */
@Injectable()
export class RegisterUserUseCase {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(ConfirmationLinks) private readonly links: ConfirmationLinks,
  ) {}

  async execute(request: RegisterUserRequest, now = new Date()): Promise<UserDto> {
    refuseWeakPassword(request.password, request);
    const { user, events } = newAccount(request, await this.hasher.hash(request.password), now);
    const welcome = this.links.pending(user, 'welcome', request.locale, now);
    if ((await this.users.create(user, events, welcome)) === 'email_taken') throw new DomainException('email_taken');
    return toUserDto(user);
  }
}
