import { Inject, Injectable } from '@nestjs/common';
import type { Actor, ChangePasswordRequest, UserDto } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { toUserDto } from '../domain/user.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/** A signed-in user changes their own password, proving the current one first. */
@Injectable()
export class ChangePasswordUseCase {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute(actor: Actor | undefined, request: ChangePasswordRequest): Promise<UserDto> {
    const me = authorize(actor);
    const user = await this.users.findById(me.userId);
    if (!user) throw new DomainException('unauthenticated');
    if (!(await this.hasher.verify(user.passwordHash, request.currentPassword))) throw new DomainException('current_password_wrong');
    await this.users.updatePasswordHash(user.id, await this.hasher.hash(request.newPassword), new Date());
    return toUserDto(user);
  }
}
