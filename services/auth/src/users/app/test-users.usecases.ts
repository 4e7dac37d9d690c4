import { Inject, Injectable } from '@nestjs/common';
import { TEST_USER_PASSWORD, TEST_USERS, type UserDto } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { isSuspended } from '../domain/suspension.js';
import { newAccount, toUserDto } from '../domain/user.js';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.js';
import { USER_REPOSITORY, type UserRepository } from './user.repository.js';

/** Whether this service has the test roles (ENABLE_TEST_ROLES, else anywhere but production). */
export const TEST_ROLES_ENABLED = Symbol('TEST_ROLES_ENABLED');

/**
 * The test users of each role (TEST_USERS), made once: a later start finds them and changes nothing.
 * They are ordinary accounts (`user.registered` is published for each) with a known password and a
 * confirmed address (their votes count at once).
 */
@Injectable()
export class SeedTestUsersUseCase {
  constructor(@Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher) {}

  async execute(users: UserRepository): Promise<number> {
    let created = 0;
    for (const testUser of TEST_USERS) {
      if (await users.findById(testUser.id)) continue;
      const [firstName, ...rest] = testUser.name.split(' ');
      const account = newAccount({ ...testUser, firstName, lastName: rest.join(' '), emailConfirmed: true }, await this.hasher.hash(TEST_USER_PASSWORD));
      if ((await users.create(account.user, account.events)) === 'created') created += 1;
    }
    return created;
  }
}

/** The test-roles sign-in: a seeded test user by id; `not_found` for anyone else or where test roles are off. */
@Injectable()
export class GetTestUserUseCase {
  constructor(
    @Inject(USER_REPOSITORY) private readonly users: UserRepository,
    @Inject(TEST_ROLES_ENABLED) private readonly enabled: boolean,
  ) {}

  async execute(userId: string): Promise<UserDto> {
    if (!this.enabled || !TEST_USERS.some((testUser) => testUser.id === userId)) throw new DomainException('not_found');
    const user = await this.users.findById(userId);
    if (!user) throw new DomainException('not_found');
    // A suspended test account signs in no more than any other (issue 14).
    if (isSuspended(user)) throw new DomainException('account_suspended');
    return toUserDto(user);
  }
}
