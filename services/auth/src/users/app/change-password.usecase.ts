import { Inject, Injectable } from '@nestjs/common';
import type { Actor, ChangePasswordRequest, UserDto } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { toUserDto } from '../domain/user.js';
import { ownAccount } from './account.usecases.js';
import { refuseWeakPassword } from './new-password.js';
import { PASSWORD_HASHER, provesPassword, type PasswordHasher } from './password-hasher.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/** A signed-in user changes their own password, proving the current one first; a weak new one is refused. */
@Injectable()
export class ChangePasswordUseCase {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute(actor: Actor | undefined, request: ChangePasswordRequest): Promise<UserDto> {
    const user = await ownAccount(this.users, actor);
    if (!(await provesPassword(this.hasher, user.passwordHash, request.currentPassword))) throw new DomainException('current_password_wrong');
    refuseWeakPassword(request.newPassword, user);
    await this.users.update({ ...user, passwordHash: await this.hasher.hash(request.newPassword), updatedAt: new Date() }, []);
    return toUserDto(user);
  }
}
