import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { RegisterUserRequest, UserDto } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { toUserDto, type User } from '../domain/user.js';
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
    const now = new Date();
    const user: User = {
      id: randomUUID(),
      email: request.email.trim(),
      passwordHash: await this.hasher.hash(request.password),
      firstName: request.firstName.trim(),
      lastName: request.lastName.trim(),
      role: request.role,
      profileImageUrl: null,
      subscription: 'free',
      createdAt: now,
      updatedAt: now,
    };
    const outcome = await this.users.create(user, [
      { subject: 'user.registered', payload: { userId: user.id, role: user.role, registeredAt: now.toISOString() } },
    ]);
    if (outcome === 'email_taken') throw new DomainException('email_taken');
    return toUserDto(user);
  }
}
