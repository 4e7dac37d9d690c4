import { Inject, Injectable } from '@nestjs/common';
import type { RegisterUserRequest, UserDto } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { newAccount, toUserDto } from '../domain/user.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/** Sign-up: a new account on the free plan, its password hashed, `user.registered` published with it. */
@Injectable()
export class RegisterUserUseCase {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute(request: RegisterUserRequest): Promise<UserDto> {
    const { user, events } = newAccount(request, await this.hasher.hash(request.password));
    if ((await this.users.create(user, events)) === 'email_taken') throw new DomainException('email_taken');
    return toUserDto(user);
  }
}
