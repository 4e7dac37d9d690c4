import { Inject, Injectable } from '@nestjs/common';
import type { Actor, DeleteAccountRequest, UpdateProfileRequest, UserDto } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { toUserDto, type User } from '../domain/user.js';
import { PASSWORD_HASHER, provesPassword, type PasswordHasher } from './password-hasher.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/** The signed-in actor's own account, or `unauthenticated` when it no longer exists. */
export async function ownAccount(users: UserRepository, actor: Actor | undefined): Promise<User> {
  const me = authorize(actor);
  const user = await users.findById(me.userId);
  if (!user) throw new DomainException('unauthenticated');
  return user;
}

/** The account page: a user renames themselves; `user.updated` tells the other services. */
@Injectable()
export class UpdateProfileUseCase {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(actor: Actor | undefined, request: UpdateProfileRequest): Promise<UserDto> {
    const now = new Date();
    const user: User = { ...(await ownAccount(this.users, actor)), firstName: request.firstName.trim(), lastName: request.lastName.trim(), updatedAt: now };
    await this.users.update(user, [
      { subject: 'user.updated', payload: { userId: user.id, firstName: user.firstName, lastName: user.lastName, updatedAt: now.toISOString() } },
    ]);
    return toUserDto(user);
  }
}

/**
 * The account page: a user deletes their account, password proved. The row and its personal data are
 * erased; `user.deleted` lets the other services anonymise what they keep.
 */
@Injectable()
export class DeleteAccountUseCase {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute(actor: Actor | undefined, request: DeleteAccountRequest): Promise<{ userId: string }> {
    const user = await ownAccount(this.users, actor);
    if (!(await provesPassword(this.hasher, user.passwordHash, request.password))) throw new DomainException('current_password_wrong');
    await this.users.delete(user.id, [{ subject: 'user.deleted', payload: { userId: user.id, deletedAt: new Date().toISOString() } }]);
    return { userId: user.id };
  }
}
