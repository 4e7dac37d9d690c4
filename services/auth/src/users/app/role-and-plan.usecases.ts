import { Inject, Injectable } from '@nestjs/common';
import { isSubscriptionPlan, isUserRole, type Actor, type ChangePlanRequest, type ChangeRoleRequest, type UserDto } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { changePlan, changeRole, type AccountChange } from '../domain/role-and-plan.js';
import { toUserDto, type User } from '../domain/user.js';
import { ownAccount } from './account.usecases.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/** Writes a change with its events (one transaction); a no-op change writes nothing. */
async function save(users: UserRepository, change: AccountChange): Promise<UserDto> {
  if (change.events.length > 0) await users.update(change.user, change.events);
  return toUserDto(change.user);
}

/**
 * A signed-in consumer makes their account a merchant's, to list a venue (the account page, the
 * business page). `user.role-changed` tells the gateway (sessions) and the other services. Only a
 * consumer may ask; one whose session is behind (already a merchant) gets the account unchanged, and
 * an admin is never demoted this way.
 */
@Injectable()
export class BecomeMerchantUseCase {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(actor: Actor | undefined): Promise<UserDto> {
    authorize(actor, ['consumer']);
    const user = await ownAccount(this.users, actor);
    if (user.role === 'admin') throw new DomainException('forbidden');
    return save(this.users, changeRole(user, 'merchant'));
  }
}

/** An admin's: any account of the platform, by id, or `not_found`. */
async function accountForAdmin(users: UserRepository, actor: Actor | undefined, userId: string): Promise<User> {
  authorize(actor, ['admin']);
  const user = await users.findById(userId);
  if (!user) throw new DomainException('not_found');
  return user;
}

/** Admins only (the admin console): sets a user's role, `user.role-changed` when it changes. */
@Injectable()
export class ChangeRoleUseCase {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(actor: Actor | undefined, request: ChangeRoleRequest): Promise<UserDto> {
    const user = await accountForAdmin(this.users, actor, request.userId);
    if (!isUserRole(request.role)) throw new DomainException('validation_failed');
    return save(this.users, changeRole(user, request.role));
  }
}

/** Admins only (the admin console, later payments): sets a user's plan, `user.plan-changed` when it changes. */
@Injectable()
export class ChangePlanUseCase {
  constructor(@Inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(actor: Actor | undefined, request: ChangePlanRequest): Promise<UserDto> {
    const user = await accountForAdmin(this.users, actor, request.userId);
    if (!isSubscriptionPlan(request.plan)) throw new DomainException('validation_failed');
    return save(this.users, changePlan(user, request.plan));
  }
}
