import { Inject, Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { Actor, UserLookupRequest, UserSummary } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/** The most ids one lookup may carry (one page of any admin list names far fewer). */
export const USER_LOOKUP_LIMIT = 200;

/**
 * Admins only: the users a page of an admin list names (owners, reporters, actors), as they are now.
 * Unknown ids (deleted accounts) and ids that are not uuids are left out of the reply, so the gateway
 * shows them as deleted.
 */
@Injectable()
export class LookUpUsersUseCase {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(actor: Actor | undefined, request: UserLookupRequest): Promise<UserSummary[]> {
    authorize(actor, ['admin']);
    const ids = request?.userIds;
    if (!Array.isArray(ids) || ids.length > USER_LOOKUP_LIMIT) throw new DomainException('validation_failed');
    const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string' && isUUID(id)))];
    const found = await this.users.findByIds(wanted);
    return found.map(({ id, email, firstName, lastName, role }) => ({ id, email, firstName, lastName, role }));
  }
}
