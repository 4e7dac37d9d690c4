import { Inject, Injectable } from '@nestjs/common';
import type { Actor, UserDto } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { toUserDto } from '../domain/user.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/** One account, for its owner or an admin. */
@Injectable()
export class GetUserUseCase {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(actor: Actor | undefined, userId: string): Promise<UserDto> {
    const me = authorize(actor);
    if (me.userId !== userId && me.role !== 'admin') throw new DomainException('forbidden');
    const user = await this.users.findById(userId);
    if (!user) throw new DomainException('not_found');
    return toUserDto(user);
  }
}
